/// `frame(width:height:alignment:)`: a given dimension replaces the proposal on its axis
/// and is the frame's length there; elsewhere the frame takes the child's length. The child
/// is lined up inside by `alignment`, as SwiftUI's fixed `frame` does.
struct FrameLayout: UnaryLayoutRule {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal)
    return (alignedOrigin(of: child.dimensions(for: childProposal), in: size, alignment: alignment), childProposal)
  }
}
