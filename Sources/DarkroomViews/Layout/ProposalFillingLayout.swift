/// Shapes and colours: they take the whole proposal, and 10 points on an axis proposed
/// `nil`, as SwiftUI's shapes do.
struct ProposalFillingLayout: LayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
