import DarkroomLint
import DarkroomViews
import Foundation

extension LintContext {
  /// A text partly or wholly outside the canvas.
  func offScreen(_ text: RenderedText) -> [LintFinding] {
    guard text.frame.width > 0 || text.frame.height > 0, sticksOut(text.frame, of: canvas) else { return [] }
    let whole = text.frame.intersection(canvas)
    let how = whole.isNull || whole.width <= 0 || whole.height <= 0 ? "entirely" : "partly"
    return [
      LintFinding(
        .offScreen, text,
        message: "\(LintWording.name(text)) is \(how) off screen (canvas \(LintWording.size(canvas.size))); "
          + "let it wrap, or put the content in a ScrollView")
    ]
  }
}
