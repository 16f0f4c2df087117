import DarkroomViews

/// Scroll and geometry observers accepted so that views that watch their scrolling compile
/// unchanged. A snapshot is drawn at rest: nothing scrolls and nothing changes size after the
/// layout, so their actions are never called.

/// Where a scroll view is in a scroll (developer.apple.com/documentation/swiftui/scrollphase);
/// a snapshot's is always `.idle`.
public enum ScrollPhase: Hashable, Sendable {
  case idle, tracking, interacting, decelerating, animating

  /// Whether the content is moving.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change comes with.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry when the phase changed.
  public var geometry: ScrollGeometry
  /// How fast the content was moving, when known.
  public var velocity: CGVector?
}

/// What a default scroll anchor applies to
/// (developer.apple.com/documentation/swiftui/scrollanchorrole).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the content starts out.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// What stays put when the content or the container changes size.
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// Where content smaller than the container sits.
  public static let alignment = ScrollAnchorRole(name: "alignment")
}

nonisolated extension View {
  /// Accepted and ignored: nothing scrolls in a snapshot, so the phase stays `.idle`.
  ///
  /// ```swift
  /// ScrollView { … }.onScrollPhaseChange { _, phase in isScrolling = phase.isScrolling }
  /// ```
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }

  /// Accepted and ignored: nothing scrolls in a snapshot, so the phase stays `.idle`.
  public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> some View { self }

  /// Accepted and ignored: nothing scrolls into or out of view in a snapshot.
  ///
  /// ```swift
  /// VideoCard().onScrollVisibilityChange(threshold: 0.5) { visible in player.isPlaying = visible }
  /// ```
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    self
  }

  /// Accepted and ignored: the geometry does not change after a snapshot's layout, and the
  /// state `action` would set is drawn as the view was made with it.
  ///
  /// ```swift
  /// Text(title).onGeometryChange(for: CGFloat.self) { $0.size.width } action: { titleWidth = $0 }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View { self }

  /// Accepted and ignored: the geometry does not change after a snapshot's layout.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }

  /// Accepted and ignored: a snapshot's scroll views show their content from the top.
  ///
  /// ```swift
  /// ScrollView { messages }.defaultScrollAnchor(.bottom, for: .initialOffset)
  /// ```
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { self }
}
