/// Shapes and colours: they take the whole proposal, and 10 points on an axis proposed
/// `nil` (the research notes' §2.2).
struct ProposalFillingLayout: LayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}

/// Views with a size of their own whatever they are offered: an image that is not
/// resizable.
struct IntrinsicSizeLayout: LayoutRule {
  let size: CGSize

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize { size }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}

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
