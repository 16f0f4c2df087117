/// A grid of coloured points, each colour blending into its neighbours: a view that fills the
/// space it is offered, and a style for shapes and text (iOS 18).
///
/// ```swift
/// MeshGradient(
///   width: 3, height: 3,
///   points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
///   colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// Circle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///                            colors: [.red, .blue, .green, .yellow]))
/// ```
///
/// Points are unit coordinates of the frame, row by row from the top-left. Each cell of the
/// grid is drawn as a Coons patch whose edges are cubic curves: through Catmull-Rom control
/// points when only positions are given, or the control points of ``BezierPoint``s. With
/// `smoothsColors` each cell is cut into 4 × 4 smaller patches whose corner colours follow a
/// bicubic Catmull-Rom blend of the grid's colours, so colours flow on across cell borders;
/// without it a cell mixes its four corner colours bilinearly. Anything outside the mesh is
/// `background`. A grid narrower or shorter than 2, or a count of points or colours other
/// than `width × height`, draws only the background, as Apple draws no mesh then.
public nonisolated struct MeshGradient: ShapeStyle, PaintingShapeStyle, View, PrimitiveView, Equatable {
  public typealias Body = Never

  /// Where the grid's vertices are.
  public enum Locations: Equatable, Sendable {
    /// Positions only; the edges between them curve through implicit control points.
    case points([SIMD2<Float>])
    /// Positions with their control points.
    case bezierPoints([BezierPoint])
  }

  /// The grid's colours.
  public enum Colors: Equatable, Sendable {
    /// One colour a vertex, row by row.
    case colors([Color])
  }

  /// A vertex with the control points of the curves to its four neighbours.
  ///
  /// ```swift
  /// MeshGradient.BezierPoint(position: [0.5, 0.5], leadingControlPoint: [0.4, 0.5], topControlPoint: [0.5, 0.4],
  ///                          trailingControlPoint: [0.6, 0.5], bottomControlPoint: [0.5, 0.6])
  /// ```
  public struct BezierPoint: Equatable, Sendable {
    /// The vertex.
    public var position: SIMD2<Float>
    /// The control point towards the neighbour on the left.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point towards the neighbour above.
    public var topControlPoint: SIMD2<Float>
    /// The control point towards the neighbour on the right.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point towards the neighbour below.
    public var bottomControlPoint: SIMD2<Float>

    /// A vertex and its four control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
      bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// The number of vertices in a row.
  public var width: Int
  /// The number of vertices in a column.
  public var height: Int
  /// The vertices, `width × height` of them.
  public var locations: Locations
  /// The colours, `width × height` of them.
  public var colors: Colors
  /// What fills the frame outside the mesh.
  public var background: Color
  /// Whether colours blend smoothly across cells rather than bilinearly within each.
  public var smoothsColors: Bool
  /// The space colours are mixed in.
  public var colorSpace: Gradient.ColorSpace

  /// A mesh of `width × height` positioned colours.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of `width × height` vertices, given as locations and colours.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// A mesh of `width × height` vertices with their control points.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  func paint(in environment: EnvironmentValues) -> Paint {
    let vertices: [MeshPaint.Vertex]
    switch locations {
    case .points(let points):
      vertices = MeshPaint.vertices(width: width, height: height, points: points)
    case .bezierPoints(let points):
      vertices = points.map { MeshPaint.Vertex($0) }
    }
    let resolved: [RGBA]
    switch colors {
    case .colors(let colors): resolved = colors.map { $0.resolved(in: environment) }
    }
    return .meshGradient(
      MeshPaint(
        width: width, height: height, vertices: vertices, colors: resolved, background: background.resolved(in: environment),
        smoothsColors: smoothsColors))
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: Rectangle().fill(self))
  }
}
