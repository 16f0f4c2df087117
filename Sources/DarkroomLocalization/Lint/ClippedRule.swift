import DarkroomLint
import DarkroomViews
import Foundation

extension LintContext {
  /// A text cut by a clipping view.
  ///
  /// The canvas edge and a scroll view's viewport are left to `off-screen` and to scrolling:
  /// the text counts as clipped only when less of it shows than the screen and the scroll
  /// views would let through (``RenderedText/viewportFrame``).
  func clipped(_ text: RenderedText) -> [LintFinding] {
    let room = text.viewportFrame
    let shown = text.visibleFrame
    guard room.width > 0, room.height > 0,
      shown.width < room.width - Self.tolerance || shown.height < room.height - Self.tolerance
    else { return [] }
    let how = shown.width > 0 && shown.height > 0 ? "only \(LintWording.size(shown.size)) of it shows" : "none of it shows"
    return [
      LintFinding(
        .clipped, text,
        message: "\(LintWording.name(text)) is clipped by .clipped(), .clipShape or .cornerRadius: \(how) of "
          + "\(LintWording.size(text.frame.size)); let the clipping view grow with its text or move the text out of it")
    ]
  }
}
