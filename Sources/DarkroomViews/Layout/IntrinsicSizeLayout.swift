/// Views with a size of their own whatever they are offered: an image that is not
/// resizable.
struct IntrinsicSizeLayout: LayoutRule {
  let size: CGSize

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize { size }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
