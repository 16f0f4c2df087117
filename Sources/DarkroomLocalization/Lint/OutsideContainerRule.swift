import DarkroomLint
import DarkroomViews
import Foundation

extension LintContext {
  /// A text reaching past the box drawn around it.
  func outsideContainer(_ text: RenderedText) -> [LintFinding] {
    guard let box = text.containerFrame, isVisible(text), sticksOut(text.frame, of: box) else { return [] }
    return [
      LintFinding(
        .outsideContainer, text,
        message: "\(LintWording.name(text)) spills out of its box: the text is \(LintWording.size(text.frame.size)), "
          + "the box \(LintWording.size(box.size)); let the box grow with its text (no fixed frame) or allow wrapping")
    ]
  }
}
