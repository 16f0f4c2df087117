import DarkroomViews

/// Where a scroll view is scrolled to, as iOS 18's `ScrollPosition` records it
/// (developer.apple.com/documentation/swiftui/scrollposition). A snapshot's scroll views rest
/// at their start whatever it holds; what code sets on it is kept and read back.

/// A scroll view's position: an edge, a view's identifier or a point.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { … }.scrollPosition($position)
/// Button("Top") { position.scrollTo(edge: .top) }
/// ```
public struct ScrollPosition: Equatable, @unchecked Sendable {
  /// The edge scrolled to, if the position was set by edge.
  public private(set) var edge: Edge?
  /// The point scrolled to, if the position was set by point.
  public private(set) var point: CGPoint?
  /// The identifier of the view scrolled to, if the position was set by view.
  public private(set) var viewID: AnyHashable?
  /// Whether the person scrolled there; never, in a snapshot.
  public var isPositionedByUser: Bool { false }

  /// A position at `edge`, or at the start.
  public init(edge: Edge? = nil) { self.edge = edge }
  /// A position for views identified by `type`.
  public init<ID: Hashable>(idType: ID.Type, edge: Edge? = nil) { self.edge = edge }
  /// A position at the view identified by `id`.
  public init(id: some Hashable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
  /// A position at `point` of the content.
  public init(point: CGPoint) { self.point = point }
  /// A position at `x` and `y` of the content.
  public init(x: CGFloat, y: CGFloat) { point = CGPoint(x: x, y: y) }

  /// The identifier of the view scrolled to, as `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

  /// Records a scroll to `edge`.
  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
  /// Records a scroll to the view identified by `id`.
  public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
  /// Records a scroll to `point`.
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  /// Records a scroll to `x` and `y`.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
}

nonisolated extension View {
  /// Accepted and ignored: a snapshot's scroll view rests at its start.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}
