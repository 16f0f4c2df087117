/// Measures one text for the proposals its node is given, keeping each Pango layout for
/// the rest of the render, and remembers the layout it was finally placed with for drawing.
final class TextMeasurer {
  let text: ShapedText
  private let engine: TextEngine
  private var layouts: [LayoutKey: TextLayoutResult] = [:]
  /// The layout for the proposal the node was placed with.
  private(set) var placed: TextLayoutResult?
  /// Where the characters came from, for the render's text facts.
  var source: TextSource?

  private struct LayoutKey: Hashable {
    let width: CGFloat?
    let maxLines: Int?
    let scale: CGFloat
    let tightening: CGFloat
  }

  /// The metrics of the text's largest font at full size.
  var lineMetrics: LineMetrics {
    engine.lineMetrics(text.primaryFont)
  }

  /// Where the underline and strikethrough of a run in `font` sit.
  func decorationMetrics(_ font: ResolvedFont) -> DecorationMetrics {
    engine.decorationMetrics(font)
  }

  /// How much `allowsTightening` may close letters up, in ems.
  static let tightening: CGFloat = 0.03
  /// How many halvings the search for the largest scale that fits takes: the scale found is
  /// within (1 − factor) / 256 of the best.
  private static let scaleSearchSteps = 8

  /// Points per pixel: a text's size is rounded up to whole pixels, as SwiftUI's is, so
  /// stacked texts of one font are all the same number of pixels tall.
  let pixelLength: CGFloat

  init(text: ShapedText, engine: TextEngine, pixelLength: CGFloat = 1) {
    self.text = text
    self.engine = engine
    self.pixelLength = pixelLength > 0 && pixelLength.isFinite ? pixelLength : 1
  }

  private func layout(width: CGFloat?, maxLines: Int?, scale: CGFloat, tightening: CGFloat) -> TextLayoutResult {
    let key = LayoutKey(width: width, maxLines: maxLines, scale: scale, tightening: tightening)
    if let known = layouts[key] { return known }
    let shaped = scale == 1 && tightening == 0 ? text : text.scaled(by: scale, tightening: tightening)
    let result = engine.layout(shaped, width: width, maxLines: maxLines)
    layouts[key] = result
    return result
  }

  /// The layout for a proposal. When the text does not fit and may tighten or shrink, the
  /// letters are closed up first, then the largest scale down to the minimum factor that
  /// fits is used; text that does not fit even then is cut at the smallest scale.
  func result(for proposal: ProposedViewSize) -> TextLayoutResult {
    let full = result(for: proposal, scale: 1, tightening: 0)
    guard full.isTruncated, proposal.width != nil, text.allowsTightening || text.minimumScaleFactor < 1 else { return full }
    let tightening = text.allowsTightening ? TextMeasurer.tightening : 0
    if tightening > 0 {
      let tight = result(for: proposal, scale: 1, tightening: tightening)
      if !tight.isTruncated || text.minimumScaleFactor >= 1 { return tight }
    }
    let smallest = result(for: proposal, scale: text.minimumScaleFactor, tightening: tightening)
    if smallest.isTruncated { return smallest }
    var fits = text.minimumScaleFactor
    var tooLarge: CGFloat = 1
    for _ in 0..<TextMeasurer.scaleSearchSteps {
      let middle = (fits + tooLarge) / 2
      if result(for: proposal, scale: middle, tightening: tightening).isTruncated { tooLarge = middle } else { fits = middle }
    }
    return result(for: proposal, scale: fits, tightening: tightening)
  }

  /// The layout at one scale: wrapped at the proposed width, then cut to the lines that fit
  /// the proposed height (always at least one) and the line limit.
  ///
  /// A width at least as wide as the unwrapped text gives the unwrapped layout, and a width
  /// of zero one cut line ("…"), which spares Pango a line per character.
  private func result(for proposal: ProposedViewSize, scale: CGFloat, tightening: CGFloat) -> TextLayoutResult {
    let unwrapped = layout(width: nil, maxLines: text.lineLimit, scale: scale, tightening: tightening)
    var width = proposal.width.map { max($0, 0) }
    if let proposed = width, proposed >= unwrapped.width, unwrapped.lineCount == 1 { width = nil }
    var result =
      width == 0
      ? layout(width: 0, maxLines: 1, scale: scale, tightening: tightening)
      : layout(width: width, maxLines: text.lineLimit, scale: scale, tightening: tightening)
    if let height = proposal.height, result.lineCount > 1, result.height > height + 0.0001 {
      let fitting = result.linesFitting(height: height)
      if fitting < result.lineCount {
        result = layout(width: width, maxLines: min(fitting, text.lineLimit ?? fitting), scale: scale, tightening: tightening)
      }
    }
    return result
  }

  /// The widest line (never more than the proposed width) by the height of the lines, each
  /// rounded up to whole pixels.
  func size(for proposal: ProposedViewSize) -> CGSize {
    let result = result(for: proposal)
    func roundedUp(_ value: CGFloat) -> CGFloat {
      // A hair of floating-point error must not add a pixel.
      ((value / pixelLength) - 0.001).rounded(.up) * pixelLength
    }
    let width = roundedUp(result.width)
    return CGSize(width: min(width, proposal.width.map { max($0, 0) } ?? .infinity), height: roundedUp(result.height))
  }

  func place(for proposal: ProposedViewSize) {
    placed = result(for: proposal)
  }
}
