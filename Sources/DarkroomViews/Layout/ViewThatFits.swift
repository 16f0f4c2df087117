/// The first of its views that fits the space offered (along `axes`), or the last, as
/// SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits {
///   Label("Add to Favourites", systemImage: "star")
///   Image(systemName: "star")
/// }
/// ```
public nonisolated struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let options = VariadicChildren.of(content, in: context).map { context.singleNode(for: AnyView($0), joinedBy: .horizontal) }
    return [LayoutNode(rule: FirstFittingLayout(axes: axes), role: .container, name: "ViewThatFits", children: options, context: context)]
  }
}
