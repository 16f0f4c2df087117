import DarkroomAudit
import DarkroomLint
import DarkroomViews
import Foundation

/// How findings name elements and sizes, the same way in every check.
enum AuditWording {
  /// `the button "Close"`, `the text "Terms apply"`, `an unlabeled image`.
  static func name(_ element: AccessibilityElement) -> String {
    let kind = kind(of: element.traits)
    return element.label.isEmpty ? "an unlabeled \(kind)" : "the \(kind) \"\(element.label)\""
  }

  /// What the traits make an element: button, link, toggle, image, text or element.
  static func kind(of traits: AccessibilityTraits) -> String {
    if traits.contains(.isToggle) { return "toggle" }
    if traits.contains(.isLink) { return "link" }
    if traits.contains(.isButton) { return "button" }
    if traits.contains(.isSearchField) { return "search field" }
    if traits.contains(.isImage) { return "image" }
    if traits.contains(.isStaticText) { return "text" }
    return "element"
  }

  /// `24×24 pt`.
  static func size(_ size: CGSize) -> String { "\(points(size.width))×\(points(size.height)) pt" }

  /// A length in points with at most one decimal: `44`, `17.5`.
  static func points(_ value: CGFloat) -> String {
    guard value.isFinite else { return "?" }
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", Double(tenths))
  }

  /// A box in points for a frame.
  static func box(_ frame: CGRect) -> LintBox {
    LintBox(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
  }
}

extension AuditFinding {
  /// A finding about `element`, boxed at its frame.
  init(_ check: AuditCheck, _ element: AccessibilityElement, message: String) {
    self.init(check: check, label: element.label, identifier: element.identifier, box: AuditWording.box(element.frame), message: message)
  }
}
