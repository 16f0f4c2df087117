/// Measures one text for the proposals its node is given, keeping each Pango layout for
/// the rest of the render, and remembers the layout it was finally placed with for drawing.
final class TextMeasurer {
  let text: ShapedText
  private let engine: TextEngine
  private var layouts: [LayoutKey: TextLayoutResult] = [:]
  /// The layout for the proposal the node was placed with.
  private(set) var placed: TextLayoutResult?

  private struct LayoutKey: Hashable {
    let width: CGFloat?
    let maxLines: Int?
  }

  init(text: ShapedText, engine: TextEngine) {
    self.text = text
    self.engine = engine
  }

  private func layout(width: CGFloat?, maxLines: Int?) -> TextLayoutResult {
    let key = LayoutKey(width: width, maxLines: maxLines)
    if let known = layouts[key] { return known }
    let result = engine.layout(text, width: width, maxLines: maxLines)
    layouts[key] = result
    return result
  }

  /// The layout for a proposal: wrapped at the proposed width, then cut to the lines that
  /// fit the proposed height (always at least one) and the line limit.
  ///
  /// A width at least as wide as the unwrapped text gives the unwrapped layout, and a width
  /// of zero one cut line ("…"), which spares Pango a line per character.
  func result(for proposal: ProposedViewSize) -> TextLayoutResult {
    let unwrapped = layout(width: nil, maxLines: text.lineLimit)
    var width = proposal.width.map { max($0, 0) }
    if let proposed = width, proposed >= unwrapped.width, unwrapped.lineCount == 1 { width = nil }
    var result = width == 0 ? layout(width: 0, maxLines: 1) : layout(width: width, maxLines: text.lineLimit)
    if let height = proposal.height, result.lineCount > 1, result.height > height + 0.0001 {
      let pitch = result.metrics.pitch + text.lineSpacing
      let fitting = max(1, Int(saturating: ((height + text.lineSpacing + 0.0001) / pitch).rounded(.down)))
      if fitting < result.lineCount {
        result = layout(width: width, maxLines: min(fitting, text.lineLimit ?? fitting))
      }
    }
    return result
  }

  /// The widest line (never more than the proposed width) by the height of the lines.
  func size(for proposal: ProposedViewSize) -> CGSize {
    let result = result(for: proposal)
    return CGSize(width: min(result.width, proposal.width.map { max($0, 0) } ?? .infinity), height: result.height)
  }

  func place(for proposal: ProposedViewSize) {
    placed = result(for: proposal)
  }
}
