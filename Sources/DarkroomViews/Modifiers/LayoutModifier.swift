/// A modifier that wraps each node of its content in a node with a layout rule of its own.
nonisolated struct LayoutModifier: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let name: String
  let detail: String?
  let rule: any LayoutRule

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    LayoutNode.wrapping(node, rule: rule, name: name, detail: detail, context: context)
  }
}

/// Names a built-in control's subtree in layout snapshots; with `hidesParts`, the parts
/// inside are left out of them.
nonisolated package struct ControlName: ViewModifier, NodeWrappingModifier {
  package typealias Body = Never
  let name: String
  let detail: String?
  var hidesParts = false

  package init(name: String, detail: String?, hidesParts: Bool = false) {
    self.name = name
    self.detail = detail
    self.hidesParts = hidesParts
  }

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let named = LayoutNode.wrapping(node, rule: ControlLayout(), name: name, detail: detail, context: context)
    named.hidesChildrenInDescription = hidesParts
    return named
  }
}

/// A modifier that sets a trait on each node of its content without adding a node.
nonisolated struct TraitModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let apply: (LayoutNode) -> Void

  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    let nodes = content.nodes(in: context)
    nodes.forEach(apply)
    return nodes
  }
}
