/// One problem the layout lint found with one text: the rule, the text and its key, where
/// it is, and one line saying what is wrong and what to do.
///
/// The lint reports ``box`` in points on the canvas; a run, which draws the findings over
/// its images, keeps them with the box in the image's pixels.
///
/// ```swift
/// let finding = LintFinding(
///   rule: .truncated, text: "Jetzt loslegen und …", key: "Get Started",
///   box: LintBox(x: 32, y: 670, width: 140, height: 22),
///   message: "\"Jetzt loslegen und …\" is cut off with \"…\"; let it wrap or give it more room")
/// print(finding)   // truncated: "Jetzt loslegen und …" is cut off …
/// ```
public struct LintFinding: Sendable, Equatable, CustomStringConvertible {
  /// The rule that found it.
  public var rule: LintRule
  /// The text as drawn.
  public var text: String
  /// The localized key the text came from, if any.
  public var key: String?
  /// The key's table; `nil` means the default table.
  public var table: String?
  /// Where the problem is: the text's frame, or for two texts that overlap, the part they share.
  public var box: LintBox
  /// One line naming the text, what is wrong, and what to do about it.
  public var message: String

  public init(rule: LintRule, text: String, key: String? = nil, table: String? = nil, box: LintBox, message: String) {
    self.rule = rule
    self.text = text
    self.key = key
    self.table = table
    self.box = box
    self.message = message
  }

  public var description: String {
    "\(rule.rawValue): \(message)"
  }
}
