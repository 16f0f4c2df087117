/// The legend's column: as wide as its widest row wants, up to ``AccessibilityOverlay/legendWidth``,
/// with rows wider than that wrapped to it, one under another. A short legend leaves no empty
/// column beside the render, and so no pixels to draw and convert.
nonisolated struct LegendColumn: Layout {
  let maximumWidth: CGFloat
  let spacing: CGFloat

  /// The column's width and each row's height at it, measured once for every question.
  struct Cache {
    var width: CGFloat
    var heights: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> Cache {
    let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let width = min(maximumWidth, max(widest, 0).rounded(.up))
    return Cache(width: width, heights: subviews.map { $0.sizeThatFits(ProposedViewSize(width: width, height: nil)).height })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let gaps = spacing * CGFloat(max(cache.heights.count - 1, 0))
    return CGSize(width: cache.width, height: cache.heights.reduce(0, +) + gaps)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var y = bounds.minY
    for (subview, height) in zip(subviews, cache.heights) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: cache.width, height: nil))
      y += height + spacing
    }
  }
}
