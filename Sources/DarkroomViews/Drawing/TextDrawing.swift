import CPangoCairo

extension Painter {
  /// Draws a text's lines at the fixed pitch of its primary font, each line placed by the
  /// multi-line alignment within the text's width (leading is the right edge in a
  /// right-to-left layout).
  func drawText(_ measurer: TextMeasurer, in node: LayoutNode) {
    guard let result = measurer.placed else { return }
    let text = measurer.text
    let origin = node.pixelFrame.origin
    let width = node.size.width
    setSource(text.paint, in: node.pixelFrame, mirrored: text.layoutDirection == .rightToLeft)
    let rightToLeft = text.layoutDirection == .rightToLeft
    for (index, line) in result.lines.enumerated() {
      let free = max(width - line.width, 0)
      let offset: CGFloat
      switch text.alignment {
      case .leading: offset = rightToLeft ? free : 0
      case .center: offset = free / 2
      case .trailing: offset = rightToLeft ? 0 : free
      }
      guard let pangoLine = result.line(index) else { continue }
      cairo_move_to(cairo, Double(origin.x + offset - line.left), Double(origin.y + result.baseline(index)))
      pango_cairo_show_layout_line(cairo, pangoLine)
      drawPatternedDecorations(
        of: text, on: pangoLine, measurer: measurer, left: Double(origin.x + offset), baseline: Double(origin.y + result.baseline(index)))
    }
  }
}
