/// `Text`: wraps at the proposed width (`nil` means one line per paragraph), keeps the whole
/// lines that fit the proposed height (at least one) and the line limit, and reports the
/// widest line by the lines' height (as SwiftUI's `Text` does). Its baselines are those of
/// its first and last lines.
struct TextLayoutRule: LayoutRule {
  let measurer: TextMeasurer
  /// Points per pixel, to which the distances to neighbours are rounded.
  let pixelLength: CGFloat

  /// The distances SwiftUI derives from a text's font (see ``ViewSpacing``).
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    ViewSpacing(text: measurer.lineMetrics, pixelLength: pixelLength)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    measurer.size(for: proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    measurer.place(for: proposal)
  }

  var ownExplicitGuides: Set<AlignmentKey> {
    [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    let result = measurer.result(for: proposal)
    if key == VerticalAlignment.firstTextBaseline.key { return result.baseline(0) }
    if key == VerticalAlignment.lastTextBaseline.key { return result.baseline(max(result.lineCount - 1, 0)) }
    return nil
  }
}
