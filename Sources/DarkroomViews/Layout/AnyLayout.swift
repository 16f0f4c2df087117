/// A layout of any type, as SwiftUI's `AnyLayout`
/// (developer.apple.com/documentation/swiftui/anylayout): pick one layout or another at run
/// time and arrange the same views with it.
///
/// ```swift
/// struct Profile: View {
///   @Environment(\.horizontalSizeClass) private var sizeClass
///   var body: some View {
///     let layout = sizeClass == .regular ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Avatar(); Details() }
///   }
/// }
/// ```
///
/// `AnyLayout(HStackLayout()) { … }` is laid out and drawn exactly as `HStack { … }`; a
/// custom layout inside one keeps its own cache.
public struct AnyLayout: Layout, ContainerMakingLayout {
  private let storage: any ErasedLayout

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    storage = (layout as? AnyLayout)?.storage ?? ErasedLayoutBox(layout: layout)
  }

  /// The wrapped layout's cache.
  public struct Cache {
    fileprivate var value: Any
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: storage.makeCache(subviews: subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    storage.updateCache(&cache.value, subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    storage.spacing(subviews: subviews, cache: &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    storage.makeContainer(for: content, in: context)
  }
}

/// The wrapped layout's methods with its cache as `Any`.
private protocol ErasedLayout {
  func makeCache(subviews: LayoutSubviews) -> Any
  func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
  func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat?
  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode
}

private struct ErasedLayoutBox<L: Layout>: ErasedLayout {
  let layout: L

  /// Runs `body` with the cache as the layout's own type; a cache made by another layout
  /// (an `AnyLayout` whose cache was handed to a different one) is replaced by a new one.
  private func withTypedCache<Result>(
    _ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result
  ) -> Result {
    var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { cache = typed }
    return body(&typed)
  }

  func makeCache(subviews: LayoutSubviews) -> Any {
    layout.makeCache(subviews: subviews)
  }

  func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
    withTypedCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
  }

  func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
    withTypedCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
    withTypedCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
    withTypedCache(&cache, subviews: subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
  ) -> CGFloat? {
    withTypedCache(&cache, subviews: subviews) { typed -> CGFloat? in
      switch key.axis {
      case .horizontal:
        layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
      case .vertical:
        layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
      }
    }
  }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    layoutContainerNode(for: layout, content: content, in: context)
  }
}
