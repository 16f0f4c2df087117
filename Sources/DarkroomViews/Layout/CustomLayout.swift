/// The view `MyLayout { … }` makes: the content's views arranged by the layout.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
  typealias Body = Never
  let layout: L
  let content: Content

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [layoutContainerNode(for: layout, content: content, in: context)]
  }
}

/// The node of a layout container: a built-in layout makes the node its view makes
/// (`HStackLayout` the node of an `HStack`), any other layout a ``CustomLayoutRule`` node.
func layoutContainerNode<L: Layout, Content: View>(
  for layout: L, content: Content, in context: ResolveContext
) -> LayoutNode {
  if let builtIn = layout as? any ContainerMakingLayout {
    return builtIn.makeContainer(for: content, in: context)
  }
  var inner = context.outsideStack
  inner.stackAxis = L.layoutProperties.stackOrientation
  let children = inner.nodes(for: content)
  return LayoutNode(
    rule: CustomLayoutRule(layout: layout, layoutDirection: context.environment.layoutDirection), role: .container, name: String(describing: L.self), children: children,
    context: context)
}

/// A layout whose container is made by the engine itself rather than through the `Layout`
/// methods: the built-in stacks and grid, and `AnyLayout`, which makes its layout's.
protocol ContainerMakingLayout {
  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode
}

/// Bridges a custom `Layout` onto the engine: every question the engine asks becomes a call
/// of the layout's methods with proxies of the node's children, sharing one cache.
struct CustomLayoutRule<L: Layout>: LayoutRule {
  let layout: L
  /// The direction of the container's environment, which the subviews report.
  let layoutDirection: LayoutDirection
  private let storage = CacheStorage<L.Cache>()

  init(layout: L, layoutDirection: LayoutDirection) {
    self.layout = layout
    self.layoutDirection = layoutDirection
  }

  /// The layout's own values can be for any guide, custom ones included.
  var answersAnyGuide: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let subviews = subviews(of: children)
    let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    return CGSize(width: drawableLength(size.width), height: drawableLength(size.height))
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let subviews = subviews(of: children)
    let bounds = CGRect(origin: .zero, size: size)
    withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    for subview in subviews {
      let placement =
        subviews.recorder.placement(of: subview.index) ?? subview.centredPlacement(in: bounds, proposal: proposal)
      subview.node.place(at: placement.origin, proposal: placement.proposal)
    }
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    let subviews = subviews(of: children)
    let bounds = CGRect(origin: .zero, size: size)
    let value = withCache(subviews) { cache -> CGFloat? in
      switch key.axis {
      case .horizontal:
        layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical:
        layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    return value.map(finiteOrZero)
  }

  func spacing(children: [LayoutNode]) -> ViewSpacing {
    let subviews = subviews(of: children)
    return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  private func subviews(of children: [LayoutNode]) -> LayoutSubviews {
    LayoutSubviews(nodes: children, layoutDirection: layoutDirection)
  }

  /// Runs `body` with the node's cache, made before the first call as SwiftUI makes it.
  private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
    // Taken out while the layout works on it, so that a cache of arrays is not copied.
    var cache = storage.cache ?? layout.makeCache(subviews: subviews)
    storage.cache = nil
    defer { storage.cache = cache }
    return body(&cache)
  }
}

/// One container's cache, kept for the whole render.
private final class CacheStorage<Cache> {
  var cache: Cache?
}

/// A size a layout returned, made drawable: NaN and negative lengths become 0 (an infinite
/// one stays, as a view that fills an infinite proposal reports it).
private func drawableLength(_ length: CGFloat) -> CGFloat {
  length.isNaN || length < 0 ? 0 : length
}
