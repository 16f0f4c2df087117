import DarkroomAudit
import DarkroomLint
import DarkroomLocalization
import DarkroomViews
import Foundation

/// `textClipped`: text cut off with "…", short of lines, or clipped by a view at an
/// accessibility text size; the layout lint's `truncated` and `clipped` rules, run only on
/// renders at `accessibility1` or larger, where Dynamic Type users meet them.
enum TextClippedCheck {
  static func findings(in input: AuditInput) -> [AuditFinding] {
    guard input.textSize.isAccessibilitySize else { return [] }
    let lint = LayoutLint(rules: [.truncated, .clipped])
    return lint.findings(in: input.texts, canvas: input.canvas, locale: input.locale).map { issue in
      let how = issue.rule == .truncated ? "is cut off" : "is clipped"
      return AuditFinding(
        check: .textClipped, label: issue.text, box: issue.box,
        message: "\"\(issue.text)\" \(how) at the \(input.textSize) text size; let it wrap onto more lines (no "
          + ".lineLimit, no fixed height), or lay the row out vertically at accessibility sizes")
    }
  }
}
