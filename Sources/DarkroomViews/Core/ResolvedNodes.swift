/// Nodes a container has already made from a view, placed in a new view tree: containers
/// that read their content's preferences (a navigation stack reading its title) resolve the
/// content once, then build around it.
nonisolated struct ResolvedNodes: View, PrimitiveView {
  typealias Body = Never
  let nodes: [LayoutNode]

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { nodes }
}
