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
      drawInlineImages(
        of: text, on: pangoLine, lineWidth: line.width, left: Double(origin.x + offset - line.left),
        baseline: Double(origin.y + result.baseline(index)), frame: node.pixelFrame)
      drawPatternedDecorations(
        of: text, on: pangoLine, measurer: measurer, left: Double(origin.x + offset), baseline: Double(origin.y + result.baseline(index)))
    }
  }

  /// Draws the inline images whose characters sit on `line`, in the run's colour or the
  /// text's paint, where Pango kept room for them.
  private func drawInlineImages(of text: ShapedText, on line: OpaquePointer, lineWidth: CGFloat, left: Double, baseline: Double, frame: CGRect) {
    let start = Int(pango_layout_line_get_start_index(line))
    let end = start + Int(pango_layout_line_get_length(line))
    for run in text.runs {
      guard let art = run.inline, run.start >= start, run.start < end else { continue }
      var leading: Int32 = 0
      var trailing: Int32 = 0
      pango_layout_line_index_to_x(line, Int32(run.start), 0, &leading)
      pango_layout_line_index_to_x(line, Int32(run.start), 1, &trailing)
      let x = Double(min(leading, trailing)) / Double(PANGO_SCALE)
      // An image cut away with the end of a truncated line is not drawn.
      guard x >= -0.5, x + Double(art.size.width) <= Double(lineWidth) + 0.5 else { continue }
      let top = baseline - Double(art.baseline)
      cairo_save(cairo)
      if let color = run.color {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      } else {
        setSource(text.paint, in: frame, mirrored: text.layoutDirection == .rightToLeft)
      }
      switch art.drawing {
      case .fill(let paths, let thickening):
        cairo_translate(cairo, left + x, top)
        for path in paths {
          append(path)
          if thickening > 0.01 {
            cairo_set_line_width(cairo, Double(thickening))
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            cairo_fill_preserve(cairo)
            cairo_stroke(cairo)
          } else {
            cairo_fill(cairo)
          }
        }
      case .stroke(let path, let lineWidth):
        cairo_translate(cairo, left + x, top)
        append(path)
        cairo_set_line_width(cairo, Double(lineWidth))
        cairo_stroke(cairo)
      case .bitmap(let source, let interpolation, let template):
        let paint: Paint? = template ? (run.color.map { .color($0) } ?? text.paint) : nil
        drawImage(
          ImageDrawing(source: source, interpolation: interpolation, templatePaint: paint),
          inFrame: CGRect(x: left + x, y: top, width: Double(art.size.width), height: Double(art.size.height)))
      }
      cairo_restore(cairo)
    }
  }
}
