import DarkroomLint

/// One fault the accessibility audit found with one element: the check, the element, where it
/// is, and one line saying what is wrong and what to do.
///
/// The audit reports ``box`` in points on the canvas; a run, which draws the findings over its
/// images, keeps them with the box in the image's pixels.
///
/// ```swift
/// let finding = AuditFinding(
///   check: .hitRegion, label: "Close", identifier: "sheet.close",
///   box: LintBox(x: 350, y: 60, width: 24, height: 24),
///   message: "the button \"Close\" is 24×24 pt, under the 44×44 pt a finger needs; …")
/// print(finding)   // hitRegion: the button "Close" is 24×24 pt, …
/// ```
public struct AuditFinding: Sendable, Equatable, CustomStringConvertible {
  /// The check that found it.
  public var check: AuditCheck
  /// What assistive technologies read for the element (empty when it has no label).
  public var label: String
  /// The element's `.accessibilityIdentifier`, if any.
  public var identifier: String?
  /// The element's frame.
  public var box: LintBox
  /// One line naming the element, what is wrong, and what to do about it.
  public var message: String

  public init(check: AuditCheck, label: String, identifier: String? = nil, box: LintBox, message: String) {
    self.check = check
    self.label = label
    self.identifier = identifier
    self.box = box
    self.message = message
  }

  public var description: String {
    "\(check.rawValue): \(message)"
  }
}
