import CPangoCairo

/// A Pango layout of one text at one width, with its lines placed at a fixed pitch from the
/// text's primary font: a line holding an emoji or Arabic is no taller than one without.
final class TextLayoutResult {
  let layout: OpaquePointer
  let metrics: LineMetrics
  let lineSpacing: CGFloat
  /// Each shown line's logical width and its left edge relative to the line's origin.
  let lines: [(width: CGFloat, left: CGFloat)]

  init(layout: OpaquePointer, metrics: LineMetrics, lineSpacing: CGFloat, maxLines: Int?) {
    self.layout = layout
    self.metrics = metrics
    self.lineSpacing = lineSpacing
    var lines: [(CGFloat, CGFloat)] = []
    let count = Int(pango_layout_get_line_count(layout))
    for index in 0..<min(count, maxLines ?? count) {
      var logical = PangoRectangle()
      pango_layout_line_get_extents(pango_layout_get_line_readonly(layout, Int32(index)), nil, &logical)
      lines.append((CGFloat(logical.width) / CGFloat(PANGO_SCALE), CGFloat(logical.x) / CGFloat(PANGO_SCALE)))
    }
    self.lines = lines
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  var lineCount: Int { lines.count }

  /// The width of the widest line.
  var width: CGFloat { lines.map(\.width).max() ?? 0 }

  /// Lines times pitch, plus the spacing between lines.
  var height: CGFloat {
    guard lineCount > 0 else { return metrics.pitch }
    return CGFloat(lineCount) * metrics.pitch + CGFloat(lineCount - 1) * lineSpacing
  }

  /// The top of line `index`, from the top of the text.
  func lineTop(_ index: Int) -> CGFloat {
    CGFloat(index) * (metrics.pitch + lineSpacing)
  }

  /// The baseline of line `index`, from the top of the text.
  func baseline(_ index: Int) -> CGFloat {
    lineTop(index) + metrics.ascent
  }

  /// Whether Pango cut the text and put "…" in.
  var isTruncated: Bool {
    pango_layout_is_ellipsized(layout) != 0
  }

  /// Whether lines were left out without an ellipsis: an unwrapped text's extra lines past
  /// its line limit.
  var dropsLines: Bool {
    Int(pango_layout_get_line_count(layout)) > lines.count
  }

  func line(_ index: Int) -> OpaquePointer? {
    pango_layout_get_line_readonly(layout, Int32(index))
  }
}
