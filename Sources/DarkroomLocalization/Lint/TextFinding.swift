import DarkroomLint
import DarkroomViews
import Foundation

extension LintFinding {
  /// A finding about `text`, with its key, table and frame (or the part of it given) in points.
  init(_ rule: LintRule, _ text: RenderedText, frame: CGRect? = nil, message: String) {
    let frame = frame ?? text.frame
    self.init(
      rule: rule, text: text.text, key: text.key, table: text.table,
      box: LintBox(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
      message: message)
  }
}
