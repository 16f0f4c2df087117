/// `offset`: moves the child without changing the layout around it; the node keeps the
/// child's size and the child's alignment guides (SwiftUI treats an offset as a drawing
/// effect, not a layout).
struct OffsetLayout: UnaryLayoutRule {
  let offset: CGSize

  var forwardsLayoutPriority: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    child.sizeThatFits(proposal)
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    (CGPoint(x: offset.width, y: offset.height), proposal)
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    children[0].explicitAlignment(key, proposal: proposal)
  }
}
