/// Puts a view along one edge of the modified view and narrows its safe area by the view's
/// size, as ``SafeAreaInsetLayout`` lays them out.
nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let edge: Edge
  let crossFraction: CGFloat
  let spacing: CGFloat?
  let inset: Inset

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let insetNode = context.outsideStack.singleNode(for: inset, joinedBy: .overlaid)
    let wrapper = LayoutNode(
      rule: SafeAreaInsetLayout(edge: edge, crossFraction: crossFraction, spacing: spacing), role: .container,
      name: "safeAreaInset", children: [node, insetNode], context: context)
    wrapper.explicitPriority = node.explicitPriority
    wrapper.layoutValues = node.layoutValues
    wrapper.zIndex = node.zIndex
    return wrapper
  }
}

nonisolated extension View {
  /// Shows `content` along the top or bottom edge, and narrows the view's safe area by its
  /// height and `spacing` (the views' own spacing when `nil`), so that the view's content
  /// stays clear of it while its background still reaches the edge.
  ///
  /// ```swift
  /// List(messages) { MessageRow($0) }
  ///   .safeAreaInset(edge: .bottom, spacing: 0) { ComposeBar().background(.bar) }
  /// ```
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let fraction: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
    return modifier(
      SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, crossFraction: fraction, spacing: spacing, inset: content()))
  }

  /// Shows `content` along the leading or trailing edge, and narrows the view's safe area by
  /// its width and `spacing`.
  ///
  /// ```swift
  /// Canvas().safeAreaInset(edge: .leading) { ToolPalette() }
  /// ```
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let fraction: CGFloat = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
    return modifier(
      SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, crossFraction: fraction, spacing: spacing, inset: content()))
  }
}
