/// The translucent backgrounds of iOS, from the thinnest (most see-through) to the
/// thickest, and the material of bars.
///
/// ```swift
/// Text("Now Playing").padding().background(.regularMaterial, in: .rect(cornerRadius: 12))
/// ```
///
/// A snapshot draws each material as the colour iOS shows it over a plain background: a
/// light gray (or, in dark mode, a dark gray) laid over what is behind at the material's
/// opacity. What is behind is not blurred.
public struct Material: ShapeStyle, PaintingShapeStyle, Hashable, Sendable {
  enum Thickness: Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
  let thickness: Thickness

  public static let ultraThin = Material(thickness: .ultraThin)
  public static let thin = Material(thickness: .thin)
  public static let regular = Material(thickness: .regular)
  public static let thick = Material(thickness: .thick)
  public static let ultraThick = Material(thickness: .ultraThick)
  /// The material of toolbars and tab bars.
  public static let bar = Material(thickness: .bar)

  /// The tint and its opacity: light materials are near-white, dark ones near-black, and
  /// thicker ones hide more of what is behind.
  func paint(in environment: EnvironmentValues) -> Paint {
    let dark = environment.colorScheme == .dark
    let opacity: Double =
      switch thickness {
      case .ultraThin: 0.45
      case .thin: 0.62
      case .regular: 0.75
      case .thick: 0.86
      case .ultraThick: 0.94
      case .bar: 0.82
      }
    let light = RGBA(246, 246, 246, opacity)
    let night = thickness == .bar ? RGBA(22, 22, 22, opacity) : RGBA(37, 37, 37, opacity)
    return .color(dark ? night : light)
  }
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { Material(thickness: .ultraThin) }
  /// A material more translucent than regular.
  public static var thinMaterial: Material { Material(thickness: .thin) }
  /// The standard material.
  public static var regularMaterial: Material { Material(thickness: .regular) }
  /// A material less translucent than regular.
  public static var thickMaterial: Material { Material(thickness: .thick) }
  /// The least translucent material.
  public static var ultraThickMaterial: Material { Material(thickness: .ultraThick) }
  /// The material of toolbars and tab bars.
  public static var bar: Material { Material(thickness: .bar) }
}

/// The system's fill colours for shapes and controls: `.fill` and its lighter levels.
///
/// ```swift
/// Capsule().fill(.fill.tertiary)
/// Text("Tag").padding(4).background(.fill)
/// ```
public struct FillShapeStyle: ShapeStyle, PaintingShapeStyle, Hashable, Sendable {
  let level: Int

  public init() { level = 0 }
  private init(level: Int) { self.level = level }

  /// The second level, `secondarySystemFill`.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The third level, `tertiarySystemFill`.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The fourth level, `quaternarySystemFill`.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

  func paint(in environment: EnvironmentValues) -> Paint {
    let colors: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
    return .color(colors[min(max(level, 0), 3)].resolve(in: environment.colorScheme, contrast: environment.colorSchemeContrast))
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system fill colour, `systemFill`.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
