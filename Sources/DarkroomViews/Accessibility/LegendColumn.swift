/// The legend's column of rows, laid out by one rule rather than a stack a row: the
/// subviews come in pairs, an element's badge and then its description, set side by side
/// on their first baselines. The column is as wide as its widest row wants, up to
/// ``AccessibilityOverlay/legendWidth``, and a description wider than what that leaves it
/// wraps. A short legend leaves no empty column beside the render, and so no pixels to draw.
nonisolated struct LegendColumn: Layout {
  let maximumWidth: CGFloat
  /// Between one row and the next.
  let spacing: CGFloat
  /// Between a badge and its description.
  let gap: CGFloat

  /// Where a row's two parts go, from the row's top left: the badge at its left edge.
  struct Row {
    var badgeTop: CGFloat
    var textOrigin: CGPoint
    var textWidth: CGFloat
    var height: CGFloat
  }

  /// The column's width and every row's arrangement, measured once for every question.
  struct Cache {
    var width: CGFloat
    var rows: [Row]
  }

  func makeCache(subviews: Subviews) -> Cache {
    let pairs = stride(from: 0, to: subviews.count - 1, by: 2).map { (badge: subviews[$0], text: subviews[$0 + 1]) }
    let badgeSizes = pairs.map { $0.badge.sizeThatFits(.unspecified) }
    let widest = zip(pairs, badgeSizes).map { pair, badge in
      badge.width + gap + pair.text.sizeThatFits(.unspecified).width
    }.max() ?? 0
    let width = min(maximumWidth, max(widest, 0).rounded(.up))
    let rows = zip(pairs, badgeSizes).map { pair, badge -> Row in
      let textWidth = max(width - badge.width - gap, 0)
      let proposal = ProposedViewSize(width: textWidth, height: nil)
      let text = pair.text.dimensions(in: proposal)
      let badgeBaseline = pair.badge.dimensions(in: .unspecified)[VerticalAlignment.firstTextBaseline]
      let textBaseline = text[VerticalAlignment.firstTextBaseline]
      let baseline = max(badgeBaseline, textBaseline)
      let badgeTop = baseline - badgeBaseline, textTop = baseline - textBaseline
      return Row(
        badgeTop: badgeTop, textOrigin: CGPoint(x: badge.width + gap, y: textTop), textWidth: textWidth,
        height: max(badgeTop + badge.height, textTop + text.height))
    }
    return Cache(width: width, rows: rows)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let gaps = spacing * CGFloat(max(cache.rows.count - 1, 0))
    return CGSize(width: cache.width, height: cache.rows.reduce(0) { $0 + $1.height } + gaps)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var y = bounds.minY
    for (index, row) in cache.rows.enumerated() {
      subviews[2 * index].place(
        at: CGPoint(x: bounds.minX, y: y + row.badgeTop), proposal: .unspecified)
      subviews[2 * index + 1].place(
        at: CGPoint(x: bounds.minX + row.textOrigin.x, y: y + row.textOrigin.y),
        proposal: ProposedViewSize(width: row.textWidth, height: nil))
      y += row.height + spacing
    }
  }
}
