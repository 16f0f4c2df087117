/// `Divider`: a line one pixel thick (one point at accessibility text sizes) across its
/// stack, as long as offered along it.
struct DividerLayout: LayoutRule {
  /// The direction the line runs in.
  let lineAxis: Axis
  let thickness: CGFloat

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let filled = proposal.replacingUnspecifiedDimensions()
    return lineAxis == .horizontal
      ? CGSize(width: filled.width, height: thickness) : CGSize(width: thickness, height: filled.height)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
