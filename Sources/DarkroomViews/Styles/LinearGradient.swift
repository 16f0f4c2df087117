/// Colours spread along a line, as stops at positions from 0 to 1.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])
/// let stepped = Gradient(stops: [.init(color: .blue, location: 0), .init(color: .teal, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
  /// A colour at a position along the gradient.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    /// A colour at `location`, from 0 (start) to 1 (end).
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  /// A gradient through the given stops.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Colours spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }
}

extension Gradient {
  /// The stops with their colours resolved.
  func resolvedStops(in environment: EnvironmentValues) -> [Paint.GradientStop] {
    stops.map { Paint.GradientStop(color: $0.color.resolved(in: environment), location: $0.location) }
  }
}

/// A gradient along a line from `startPoint` to `endPoint` of the frame it fills: a view
/// that fills the space it is offered, and a style for shapes and text.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
/// Capsule().fill(.linearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
/// ```
public nonisolated struct LinearGradient: ShapeStyle, PaintingShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A gradient drawn from `startPoint` to `endPoint` of the frame.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Evenly spaced colours drawn from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Stops drawn from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    .linearGradient(
      stops: gradient.resolvedStops(in: environment),
      start: startPoint, end: endPoint)
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: Rectangle().fill(self))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient style through evenly spaced colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient style through stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style through a colour's gradient, top to bottom unless told.
  ///
  /// ```swift
  /// Capsule().fill(.linearGradient(Color.green.gradient, startPoint: .leading, endPoint: .trailing))
  /// ```
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom
  ) -> some ShapeStyle {
    GradientPaintStyle { .linearGradient(stops: gradient.stops(in: $0), start: startPoint, end: endPoint) }
  }
}
