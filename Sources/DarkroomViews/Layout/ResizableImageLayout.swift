/// A resizable image: the proposal, and its natural size on axes proposed `nil`.
struct ResizableImageLayout: LayoutRule {
  let naturalSize: CGSize

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: naturalSize)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
