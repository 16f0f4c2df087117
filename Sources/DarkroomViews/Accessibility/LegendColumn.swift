/// The legend's column: as wide as its widest row wants, up to ``AccessibilityOverlay/legendWidth``,
/// with rows wider than that wrapped to it, one under another. A short legend leaves no empty
/// column beside the render, and so no pixels to draw and convert.
nonisolated struct LegendColumn: Layout {
  let maximumWidth: CGFloat
  let spacing: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = columnWidth(subviews)
    let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
    let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
    return CGSize(width: width, height: heights.reduce(0, +) + gaps)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let width = columnWidth(subviews)
    var y = bounds.minY
    for subview in subviews {
      let rowProposal = ProposedViewSize(width: width, height: nil)
      subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: rowProposal)
      y += subview.sizeThatFits(rowProposal).height + spacing
    }
  }

  private func columnWidth(_ subviews: Subviews) -> CGFloat {
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    return min(maximumWidth, max(widest, 0).rounded(.up))
  }
}
