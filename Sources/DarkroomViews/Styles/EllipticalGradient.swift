/// A radial gradient stretched to the frame it fills, so its circles become ellipses: radii
/// are fractions of the frame, 0.5 reaching its edges from the centre (the default end).
/// Inside the start radius is the first colour, past the end the last. A view that fills the
/// space it is offered, and a style for shapes and text
/// (developer.apple.com/documentation/swiftui/ellipticalgradient).
///
/// ```swift
/// EllipticalGradient(colors: [.white, .indigo])
/// Rectangle().fill(.ellipticalGradient(colors: [.yellow, .red], center: .bottom, endRadiusFraction: 1))
/// ```
public nonisolated struct EllipticalGradient: ShapeStyle, PaintingShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// A gradient in ellipses round `center`, from `startRadiusFraction` to
  /// `endRadiusFraction` of the frame.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Evenly spaced colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// Stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    .ellipticalGradient(
      stops: gradient.resolvedStops(in: environment), center: center, startFraction: Double(startRadiusFraction),
      endFraction: Double(endRadiusFraction))
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: Rectangle().fill(self))
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient style.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(.ellipticalGradient(Gradient(colors: [.white, .gray])))
  /// ```
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient style through evenly spaced colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient style through stops.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient style through a colour's gradient.
  ///
  /// ```swift
  /// Rectangle().fill(.ellipticalGradient(Color.orange.gradient))
  /// ```
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> some ShapeStyle {
    GradientPaintStyle { environment in
      .ellipticalGradient(
        stops: gradient.stops(in: environment), center: center, startFraction: Double(startRadiusFraction),
        endFraction: Double(endRadiusFraction))
    }
  }
}
