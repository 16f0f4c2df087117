import Foundation
import CPangoCairo

/// A Pango layout of one text at one width, with its lines placed at a fixed pitch from the
/// text's primary font: a line holding an emoji or Arabic is no taller than one without.
/// The text is as tall as its first line plus one pitch for each line after it.
final class TextLayoutResult {
  let layout: OpaquePointer
  let metrics: LineMetrics
  let lineSpacing: CGFloat
  /// Each shown line's logical width and its left edge relative to the line's origin.
  let lines: [(width: CGFloat, left: CGFloat)]

  init(
    layout: OpaquePointer, metrics: LineMetrics, lineSpacing: CGFloat, maxLines: Int?, width: CGFloat? = nil,
    spaceWidth: CGFloat = 0
  ) {
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
    let widest = TextLayoutResult.widthWithWrappedSpaces(layout, lines: lines, spaceWidth: spaceWidth)
    // Pango fits a cut line before letter spacing, which can leave it a hair wider.
    if let width, pango_layout_is_ellipsized(layout) != 0 {
      self.width = min(widest, max(width, 0))
    } else {
      self.width = widest
    }
  }

  /// The widest line counting the spaces a soft line break left at its end, which Pango
  /// leaves out of a line's extents and iOS keeps in the text's frame (so a wrapped text is
  /// about a space wider than its widest ink).
  private static func widthWithWrappedSpaces(
    _ layout: OpaquePointer, lines: [(width: CGFloat, left: CGFloat)], spaceWidth: CGFloat
  ) -> CGFloat {
    var widest = lines.map(\.width).max() ?? 0
    guard lines.count > 1, spaceWidth > 0, let text = pango_layout_get_text(layout) else { return widest }
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
    for index in 0..<(lines.count - 1) {
      guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
      let start = Int(pango_layout_line_get_start_index(line))
      var end = start + Int(pango_layout_line_get_length(line))
      guard start >= 0, end <= bytes.count else { continue }
      var spaces = 0
      // Spaces only: a line separator or a newline ends the line by itself.
      while end > start, bytes[end - 1] == 0x20 {
        end -= 1
        spaces += 1
      }
      widest = max(widest, lines[index].width + CGFloat(spaces) * spaceWidth)
    }
    return widest
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  var lineCount: Int { lines.count }

  /// The width of the text's frame: its widest line, with the spaces at a soft line break.
  let width: CGFloat

  /// The first line's height, and the pitch and spacing of each line after it.
  var height: CGFloat {
    guard lineCount > 1 else { return metrics.lineHeight }
    return metrics.lineHeight + CGFloat(lineCount - 1) * (metrics.pitch + lineSpacing)
  }

  /// How many lines fit in `height`: always at least one.
  func linesFitting(height: CGFloat) -> Int {
    let step = metrics.pitch + lineSpacing
    guard step > 0, height.isFinite else { return max(lineCount, 1) }
    return 1 + max(0, Int(saturating: ((height - metrics.lineHeight + 0.0001) / step).rounded(.down)))
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
