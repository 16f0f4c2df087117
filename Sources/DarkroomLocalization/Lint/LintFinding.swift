import DarkroomViews
import Foundation

/// One problem ``LayoutLint`` found with one text.
///
/// ```swift
/// for finding in lint.findings(in: result.texts, canvas: result.size, locale: german) {
///   print(finding)   // truncated: "Benachrichtigungen" is cut off with "…" …
/// }
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
  /// Where the problem is, in points on the canvas: the text's frame, or for two texts that
  /// overlap, the part they share.
  public var frame: CGRect
  /// One line naming the text, what is wrong, and what to do about it.
  public var message: String

  /// A finding as given.
  ///
  /// ```swift
  /// LintFinding(rule: .truncated, text: "Einstellungen", frame: .zero, message: "…")
  /// ```
  public init(rule: LintRule, text: String, key: String? = nil, table: String? = nil, frame: CGRect, message: String) {
    self.rule = rule
    self.text = text
    self.key = key
    self.table = table
    self.frame = frame
    self.message = message
  }

  /// A finding about `text`, with its key and frame.
  init(_ rule: LintRule, _ text: RenderedText, frame: CGRect? = nil, message: String) {
    self.init(rule: rule, text: text.text, key: text.key, table: text.table, frame: frame ?? text.frame, message: message)
  }

  public var description: String {
    "\(rule.rawValue): \(message)"
  }
}

/// How findings write a text and sizes.
enum LintWording {
  /// The text in quotes, shortened to 60 characters, on one line.
  static func quote(_ text: String) -> String {
    let line = text.replacingOccurrences(of: "\n", with: " ")
    return "\"" + (line.count > 60 ? String(line.prefix(59)) + "…" : line) + "\""
  }

  /// The text, with its key when the key reads differently.
  static func name(_ text: RenderedText) -> String {
    guard let key = text.key, key != text.text else { return quote(text.text) }
    return quote(text.text) + " (key " + quote(key) + ")"
  }

  /// A size in points, at most one decimal.
  static func size(_ size: CGSize) -> String {
    points(size.width) + "×" + points(size.height) + " pt"
  }

  static func points(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    // Whole numbers print without ".0"; a size too large for an Int (or not finite) prints as is.
    guard rounded == rounded.rounded(), abs(rounded) < 1e15 else { return String(Double(rounded)) }
    return String(Int(rounded))
  }
}
