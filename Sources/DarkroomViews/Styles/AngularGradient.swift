/// Colours swept round a centre point, from `startAngle` to `endAngle` (0° points right,
/// angles grow clockwise): a view that fills the space it is offered, and a style for
/// shapes and text.
///
/// ```swift
/// Circle().stroke(AngularGradient(colors: [.red, .yellow, .red], center: .center), lineWidth: 10)
/// AngularGradient(gradient: Gradient(colors: [.blue, .purple]), center: .center,
///                 startAngle: .degrees(0), endAngle: .degrees(270))
/// ```
///
/// When the sweep is shorter than a full turn, the rest of the circle is half the last
/// colour and half the first, meeting midway through the gap, as Apple's documentation
/// describes; a sweep longer than a turn keeps its last turn.
public nonisolated struct AngularGradient: ShapeStyle, PaintingShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// A gradient swept round `center` from `startAngle` to `endAngle`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // SwiftUI reads equal angles (the default) as one full turn.
    self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
  }

  /// Evenly spaced colours swept from `startAngle` to `endAngle`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// Stops swept from `startAngle` to `endAngle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn of the gradient starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  /// A full turn of evenly spaced colours starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A full turn of stops starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    .angularGradient(
      stops: gradient.resolvedStops(in: environment),
      center: center, start: startAngle.radians, end: endAngle.radians)
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: Rectangle().fill(self))
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient style from `startAngle` to `endAngle`.
  ///
  /// ```swift
  /// Circle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
  /// ```
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient style through evenly spaced colours.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient style through stops.
  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A full turn of a gradient starting at `angle`.
  ///
  /// ```swift
  /// Circle().fill(.conicGradient(Gradient(colors: [.red, .orange, .red]), center: .center))
  /// ```
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A full turn of evenly spaced colours starting at `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A full turn of stops starting at `angle`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
