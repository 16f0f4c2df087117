/// Colours in circles round a centre point of the frame it fills, from `startRadius` to
/// `endRadius` points: inside the start radius the first colour, past the end the last. A
/// view that fills the space it is offered, and a style for shapes and text
/// (developer.apple.com/documentation/swiftui/radialgradient).
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
/// Circle().fill(.radialGradient(colors: [.white, .blue], center: .topLeading, startRadius: 4, endRadius: 60))
/// ```
public nonisolated struct RadialGradient: ShapeStyle, PaintingShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// A gradient in circles round `center`, from `startRadius` to `endRadius` points.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Evenly spaced colours from `startRadius` to `endRadius`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// Stops from `startRadius` to `endRadius`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    .radialGradient(
      stops: gradient.resolvedStops(in: environment), center: center, startRadius: Double(startRadius),
      endRadius: Double(endRadius))
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: Rectangle().fill(self))
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient style.
  ///
  /// ```swift
  /// Capsule().fill(.radialGradient(Gradient(colors: [.mint, .teal]), center: .center, startRadius: 0, endRadius: 40))
  /// ```
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient style through evenly spaced colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient style through stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient style through a colour's gradient.
  ///
  /// ```swift
  /// Circle().fill(.radialGradient(Color.blue.gradient, endRadius: 50))
  /// ```
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> some ShapeStyle {
    GradientPaintStyle { environment in
      .radialGradient(
        stops: gradient.stops(in: environment), center: center, startRadius: Double(startRadius),
        endRadius: Double(endRadius))
    }
  }
}

/// A style painted by a function of the environment: what the `AnyGradient` forms of the
/// gradient styles return.
struct GradientPaintStyle: ShapeStyle, PaintingShapeStyle {
  let make: @Sendable (EnvironmentValues) -> Paint

  func paint(in environment: EnvironmentValues) -> Paint { make(environment) }
}
