/// `fixedSize`: on each fixed axis the child is offered `nil`, its ideal length, and the
/// modifier takes the child's size even when it overflows the parent (SwiftUI's `fixedSize`). Its layout priority is the child's.
struct FixedSizeLayout: UnaryLayoutRule {
  let horizontal: Bool
  let vertical: Bool

  var forwardsLayoutPriority: Bool { true }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    child.sizeThatFits(childProposal(proposal))
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    (.zero, childProposal(proposal))
  }
}
