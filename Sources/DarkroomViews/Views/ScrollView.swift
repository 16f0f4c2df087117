/// A scrollable region, drawn at rest: the start of its content, cut off at its edges. It
/// takes all the space it is offered; its content gets its ideal length along the scroll
/// axes.
///
/// ```swift
/// ScrollView {
///   VStack(alignment: .leading) {
///     ForEach(messages) { MessageRow(message: $0) }
///   }
/// }
/// ```
public nonisolated struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The directions the content scrolls in.
  public var axes: Axis.Set
  /// Accepted for source compatibility; a still image shows no scroll indicators.
  public var showsIndicators: Bool
  let content: Content

  /// A scroll view of the views the closure builds; several views are stacked along the
  /// scroll axis.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let stacking: ImplicitContainer = axes == .horizontal ? .horizontal : .vertical
    // `contentMargins` pads this scroll view's content; scroll views nested in it start afresh.
    let margins = context.environment.scrollContentMargins
    var inner = context.outsideStack
    inner.environment.scrollContentMargins = EdgeInsets()
    let container = ContainerSizeBox()
    inner.environment.containerSizeBox = container
    var child = inner.singleNode(for: content, joinedBy: stacking)
    if margins != EdgeInsets() {
      child = LayoutNode.wrapping(child, rule: PaddingLayout(insets: margins), name: "contentMargins", context: inner)
    }
    let scroll = LayoutNode(
      rule: ScrollLayout(axes: axes, expands: context.environment.expandsScrollContent, container: container), role: .container, name: "ScrollView",
      detail: axes == .horizontal ? "horizontal" : (axes == [.horizontal, .vertical] ? "both" : nil), children: [child],
      context: context)
    return [
      LayoutNode.wrapping(scroll, rule: PassthroughLayout(), role: .effect(.clip(Rectangle(), evenOdd: false)), name: "clipped", context: context)
    ]
  }
}

private struct ExpandsScrollContentKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether scroll views grow to their whole content: on in snapshots, so that nothing
  /// below the fold goes unchecked; off in `ImageRenderer`, as in SwiftUI.
  package var expandsScrollContent: Bool {
    get { self[ExpandsScrollContentKey.self] }
    set { self[ExpandsScrollContentKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Chooses whether the scroll views in this view are snapshotted whole (`true`, the
  /// default: a device screen grows taller to show all of the content) or as the screen
  /// shows them at rest (`false`: the viewport, the rest clipped).
  ///
  /// ```swift
  /// assertSnapshot(of: InboxScreen().snapshotExpansion(false), as: .image(layout: .device(config: .iPhone15)))
  /// ```
  public func snapshotExpansion(_ expands: Bool) -> some View {
    environment(\.expandsScrollContent, expands)
  }
}
