import DarkroomAudit
import DarkroomViews
import Foundation

/// `dynamicType`: text in a fixed-size font (`.system(size:)`, `.custom(_:fixedSize:)`), which
/// stays the same size whatever text size the reader chose. Each distinct text is reported once.
enum DynamicTypeCheck {
  static func findings(in input: AuditInput) -> [AuditFinding] {
    var seen: Set<String> = []
    return input.texts.compactMap { text in
      guard !text.scalesWithDynamicType, text.visibleFrame.width > 0, seen.insert(text.text).inserted else { return nil }
      return AuditFinding(
        check: .dynamicType, label: text.text, box: AuditWording.box(text.frame),
        message: "\"\(text.text)\" is set in a fixed \(AuditWording.points(text.pointSize)) pt font and ignores the "
          + "reader's text size; use a text style (.font(.body)), or .custom(_:size:relativeTo:) for a custom font")
    }
  }
}
