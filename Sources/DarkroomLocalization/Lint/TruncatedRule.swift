import DarkroomLint
import DarkroomViews
import Foundation

extension LintContext {
  /// A visible text that was cut with "…" or lost lines.
  func truncated(_ text: RenderedText) -> [LintFinding] {
    guard text.isTruncated, isVisible(text) else { return [] }
    return [
      LintFinding(
        .truncated, text,
        message: "\(LintWording.name(text)) is cut off: it needs \(LintWording.size(text.fittingSize)) unwrapped and has "
          + "\(LintWording.size(text.frame.size)); give it more width or lines, or shorten the translation")
    ]
  }
}
