import DarkroomViews
import Foundation

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
