/// A shape's own sizing.
struct ShapeLayout: LayoutRule {
  let shape: any Shape

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
