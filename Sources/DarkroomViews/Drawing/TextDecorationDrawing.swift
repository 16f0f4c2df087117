import CPangoCairo

/// Where a font's underline and strikethrough are drawn, in points: the centre of the
/// underline below the baseline, the centre of the strikethrough above it, and their widths.
struct DecorationMetrics: Equatable {
  var underlineOffset: CGFloat
  var underlineThickness: CGFloat
  var strikethroughRise: CGFloat
  var strikethroughThickness: CGFloat
}

extension Painter {
  /// Draws the dotted and dashed underlines and strikethroughs of one line (Pango draws the
  /// solid ones with the glyphs): under each run's characters on the line, at the run's
  /// font's line position, in the line's colour or the run's, dashed in multiples of the
  /// line's thickness. `left` is the canvas x of the line's logical left edge.
  func drawPatternedDecorations(
    of text: ShapedText, on line: OpaquePointer, measurer: TextMeasurer, left: Double, baseline: Double
  ) {
    let patterned = text.runs.filter { run in
      [run.underline, run.strikethrough].contains { $0.map { !$0.dashes.isEmpty } ?? false }
    }
    guard !patterned.isEmpty else { return }
    let lineStart = Int(pango_layout_line_get_start_index(line))
    let lineEnd = lineStart + Int(pango_layout_line_get_length(line))
    guard let lineLeft = xRanges(of: line, from: lineStart, to: lineEnd).map(\.start).min() else { return }
    for run in patterned {
      let start = max(run.start, lineStart)
      let end = min(run.end, lineEnd)
      guard start < end else { continue }
      let metrics = measurer.decorationMetrics(run.font)
      let lines: [(ShapedText.Decoration?, y: Double, thickness: CGFloat)] = [
        (run.underline, baseline + Double(metrics.underlineOffset), metrics.underlineThickness),
        (run.strikethrough, baseline - Double(metrics.strikethroughRise), metrics.strikethroughThickness),
      ]
      for (decoration, y, thickness) in lines {
        guard let decoration, !decoration.dashes.isEmpty, thickness > 0, thickness.isFinite else { continue }
        cairo_save(cairo)
        if let color = decoration.color ?? run.color {
          cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        }
        let dashes = decoration.dashes.map { $0 * Double(thickness) }
        cairo_set_dash(cairo, dashes, Int32(dashes.count), 0)
        cairo_set_line_width(cairo, Double(thickness))
        for range in xRanges(of: line, from: start, to: end) {
          cairo_move_to(cairo, left + Double(range.start - lineLeft), y)
          cairo_line_to(cairo, left + Double(range.end - lineLeft), y)
        }
        cairo_stroke(cairo)
        cairo_restore(cairo)
      }
    }
  }

  /// The visual stretches, in points, that the bytes `start..<end` of `line` cover.
  private func xRanges(of line: OpaquePointer, from start: Int, to end: Int) -> [(start: CGFloat, end: CGFloat)] {
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(line, Int32(clamping: start), Int32(clamping: end), &ranges, &count)
    guard let ranges else { return [] }
    defer { g_free(ranges) }
    let scale = CGFloat(PANGO_SCALE)
    return (0..<Int(max(count, 0))).map { (CGFloat(ranges[2 * $0]) / scale, CGFloat(ranges[2 * $0 + 1]) / scale) }
  }
}
