/// A colour: a view that fills the space it is offered, and a style for shapes and text.
/// The standard colours adapt to light and dark appearance as iOS's do.
///
/// ```swift
/// Color.blue                                   // a view
/// Circle().fill(Color(red: 1, green: 0.5, blue: 0))
/// Text("Dim").foregroundColor(.primary.opacity(0.5))
/// Rectangle().background(.orange)              // standard colours work as shape styles
/// ```
public nonisolated struct Color: Hashable, Sendable, View, PrimitiveView, ShapeStyle, PaintingShapeStyle, CustomStringConvertible {
  public typealias Body = Never

  indirect enum Storage: Hashable, Sendable {
    case fixed(RGBA)
    case system(SystemColor)
    case opacity(Storage, Double)
    /// One colour in light appearance and another in dark, as UIKit's dynamic colours.
    case adaptive(light: Storage, dark: Storage)
    /// `fraction` of the way from one colour to another.
    case mix(Storage, Storage, fraction: Double, perceptual: Bool)
  }

  let storage: Storage

  init(storage: Storage) {
    self.storage = storage
  }

  /// The colour spaces colours can be given in; all are drawn in sRGB, Display P3 colours
  /// converted and those outside sRGB clipped to its edge, as an sRGB screen shows them.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A colour from red, green and blue components, 0 to 1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let (r, g, b): (Double, Double, Double)
    switch colorSpace {
    case .sRGB: (r, g, b) = (red, green, blue)
    case .sRGBLinear: (r, g, b) = (ColorSpaceConversion.encoded(red), ColorSpaceConversion.encoded(green), ColorSpaceConversion.encoded(blue))
    case .displayP3: (r, g, b) = ColorSpaceConversion.sRGB(fromDisplayP3: (red, green, blue))
    }
    storage = .fixed(RGBA(red: r, green: g, blue: b, alpha: opacity))
  }

  /// The same colour, as apps write `Color(isOn ? .green : .gray.opacity(0.5))`.
  @_disfavoredOverload
  public init(_ color: Color) {
    self = color
  }

  /// A grey, from 0 (black) to 1 (white).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness, 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let sector = (hue - hue.rounded(.down)) * 6
    let index = Int(saturating: sector) % 6
    let fraction = sector - Double(Int(saturating: sector))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let components: [(Double, Double, Double)] = [
      (brightness, t, p), (q, brightness, p), (p, brightness, t), (p, q, brightness), (t, p, brightness), (brightness, p, q),
    ]
    let (red, green, blue) = components[index]
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// The colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(storage: .opacity(storage, opacity))
  }

  public static let black = Color(storage: .fixed(.black))
  public static let white = Color(storage: .fixed(.white))
  public static let clear = Color(storage: .fixed(.clear))
  public static let red = Color(storage: .system(.red))
  public static let orange = Color(storage: .system(.orange))
  public static let yellow = Color(storage: .system(.yellow))
  public static let green = Color(storage: .system(.green))
  public static let mint = Color(storage: .system(.mint))
  public static let teal = Color(storage: .system(.teal))
  public static let cyan = Color(storage: .system(.cyan))
  public static let blue = Color(storage: .system(.blue))
  public static let indigo = Color(storage: .system(.indigo))
  public static let purple = Color(storage: .system(.purple))
  public static let pink = Color(storage: .system(.pink))
  public static let brown = Color(storage: .system(.brown))
  public static let gray = Color(storage: .system(.gray))
  /// The colour of primary text: black in light appearance, white in dark.
  public static let primary = Color(storage: .system(.label))
  /// The colour of secondary text.
  public static let secondary = Color(storage: .system(.secondaryLabel))
  /// The accent colour controls are drawn in.
  public static let accentColor = Color(storage: .system(.accent))

  /// The colour's sRGB components in an environment.
  func resolved(in environment: EnvironmentValues) -> RGBA {
    Color.resolve(storage, scheme: environment.colorScheme, contrast: environment.colorSchemeContrast)
  }

  private static func resolve(_ storage: Storage, scheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA {
    switch storage {
    case .fixed(let color): color
    case .system(let system): system.resolve(in: scheme, contrast: contrast)
    case .opacity(let base, let factor): resolve(base, scheme: scheme, contrast: contrast).withAlpha(multipliedBy: factor)
    case .adaptive(let light, let dark): resolve(scheme == .dark ? dark : light, scheme: scheme, contrast: contrast)
    case .mix(let from, let to, let fraction, let perceptual):
      ColorMixing.mix(
        resolve(from, scheme: scheme, contrast: contrast), resolve(to, scheme: scheme, contrast: contrast),
        fraction: fraction, perceptual: perceptual)
    }
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    .color(resolved(in: environment))
  }

  public var description: String {
    func describe(_ storage: Storage) -> String {
      switch storage {
      case .fixed(let color): color.hex
      case .system(let system): system.rawValue
      case .opacity(let base, let factor): "\(describe(base)) \(Int(saturating: (factor * 100).rounded()))%"
      case .adaptive(let light, let dark): "\(describe(light))/\(describe(dark))"
      case .mix(let from, let to, let fraction, _): "\(describe(from)) mixed \(Int(saturating: (fraction * 100).rounded()))% with \(describe(to))"
      }
    }
    return describe(storage)
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      LayoutNode(
        rule: ProposalFillingLayout(),
        role: .shape(ShapeDrawing(outline: Rectangle(), paint: paint(in: context.environment), mode: .fill)),
        name: "Color", detail: description, context: context)
    ]
  }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
}
