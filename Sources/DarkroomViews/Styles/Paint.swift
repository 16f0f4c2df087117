/// A colour in sRGB with straight alpha, each component 0…1.
package struct RGBA: Hashable, Sendable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from 0…255 components, as design tools write them.
  init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  static let black = RGBA(red: 0, green: 0, blue: 0)
  static let white = RGBA(red: 1, green: 1, blue: 1)

  func withAlpha(multipliedBy factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#rrggbb`, with `aa` appended when not opaque.
  var hex: String {
    func byte(_ value: Double) -> String {
      let digits = String(Int(saturating: (min(max(value, 0), 1) * 255).rounded()), radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha >= 1 ? "" : byte(alpha))
  }
}

/// What a shape style becomes once the environment is known: a colour or a gradient laid
/// over the frame of the view it paints.
enum Paint: Hashable, Sendable {
  case color(RGBA)
  case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
  /// Colours swept round `center` from `start` to `end` (radians, clockwise on screen).
  case angularGradient(stops: [GradientStop], center: UnitPoint, start: Double, end: Double)
  /// Colours in circles round `center`, from `startRadius` to `endRadius` points.
  case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
  /// Colours in ellipses round `center`, stretched to the frame: radii are fractions of its
  /// width across and of its height down.
  case ellipticalGradient(stops: [GradientStop], center: UnitPoint, startFraction: Double, endFraction: Double)
  /// A grid of coloured vertices laid over the frame (``MeshGradient``).
  case meshGradient(MeshPaint)

  struct GradientStop: Hashable, Sendable {
    var color: RGBA
    var location: Double
  }

  static let clear = Paint.color(.clear)

  /// The paint with its opacity multiplied by `factor`.
  func withOpacity(_ factor: Double) -> Paint {
    if case .color(let color) = self { return .color(color.withAlpha(multipliedBy: factor)) }
    return mappingStops { GradientStop(color: $0.color.withAlpha(multipliedBy: factor), location: $0.location) }
  }

  /// The gradient with each stop changed; a colour unchanged.
  func mappingStops(_ change: (GradientStop) -> GradientStop) -> Paint {
    switch self {
    case .color: self
    case .linearGradient(let stops, let start, let end): .linearGradient(stops: stops.map(change), start: start, end: end)
    case .angularGradient(let stops, let center, let start, let end):
      .angularGradient(stops: stops.map(change), center: center, start: start, end: end)
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      .radialGradient(stops: stops.map(change), center: center, startRadius: startRadius, endRadius: endRadius)
    case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
      .ellipticalGradient(stops: stops.map(change), center: center, startFraction: startFraction, endFraction: endFraction)
    case .meshGradient(let mesh): .meshGradient(mesh.mappingColors { change(GradientStop(color: $0, location: 0)).color })
    }
  }

  /// A short description for layout snapshots.
  var summary: String {
    switch self {
    case .color(let color): color.hex
    case .linearGradient(let stops, _, _): "gradient(" + stops.map(\.color.hex).joined(separator: ", ") + ")"
    case .angularGradient(let stops, _, _, _): "angularGradient(" + stops.map(\.color.hex).joined(separator: ", ") + ")"
    case .radialGradient(let stops, _, _, _): "radialGradient(" + stops.map(\.color.hex).joined(separator: ", ") + ")"
    case .ellipticalGradient(let stops, _, _, _): "ellipticalGradient(" + stops.map(\.color.hex).joined(separator: ", ") + ")"
    case .meshGradient(let mesh): "meshGradient(\(mesh.width)x\(mesh.height): " + mesh.colors.map(\.hex).joined(separator: ", ") + ")"
    }
  }
}
