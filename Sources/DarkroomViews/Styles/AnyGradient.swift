/// A gradient whose kind is chosen where it is used: as a style on its own it runs from top
/// to bottom, and the `radialGradient` and `ellipticalGradient` styles take one. The
/// gradient SwiftUI derives from a colour (`Color.blue.gradient`) is the colour, a little
/// lighter at the top.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.orange.gradient)
/// Circle().fill(AnyGradient(Gradient(colors: [.white, .blue])))
/// ```
public struct AnyGradient: ShapeStyle, PaintingShapeStyle, Hashable {
  private enum Source: Hashable {
    case color(Color)
    case gradient(Gradient)
  }

  private let source: Source

  init(color: Color) {
    source = .color(color)
  }

  /// A gradient of the given stops.
  public init(_ gradient: Gradient) {
    source = .gradient(gradient)
  }

  /// The stops, resolved: a colour's gradient is the colour lightened by 15% at the start.
  func stops(in environment: EnvironmentValues) -> [Paint.GradientStop] {
    switch source {
    case .gradient(let gradient):
      return gradient.resolvedStops(in: environment)
    case .color(let color):
      let bottom = color.resolved(in: environment)
      let top = RGBA(
        red: bottom.red + (1 - bottom.red) * 0.15, green: bottom.green + (1 - bottom.green) * 0.15,
        blue: bottom.blue + (1 - bottom.blue) * 0.15, alpha: bottom.alpha)
      return [.init(color: top, location: 0), .init(color: bottom, location: 1)]
    }
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    .linearGradient(stops: stops(in: environment), start: .top, end: .bottom)
  }
}

extension Color {
  /// This colour as a gentle top-to-bottom gradient.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
