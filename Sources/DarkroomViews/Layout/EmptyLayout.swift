/// Takes no space.
struct EmptyLayout: LayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize { .zero }
  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
