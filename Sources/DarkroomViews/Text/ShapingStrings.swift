/// Strings made ready for Pango, looking at their bytes first: almost no string holds a line
/// break, and Foundation's `replacingOccurrences` bridges every string it is given to
/// `NSString` on Linux even when there is nothing to replace, which made it the largest single
/// cost of shaping a short label.
enum ShapingStrings {
  /// `string` with each `\r\n` and `\n` made a line separator (U+2028), which breaks the line
  /// inside one paragraph.
  static func lineSeparated(_ string: String) -> String {
    guard string.utf8.contains(0x0A) else { return string }
    return string.replacingOccurrences(of: "\r\n", with: "\u{2028}").replacingOccurrences(of: "\n", with: "\u{2028}")
  }

  /// `string` with each `\n` written as the two characters `\n`, for a one-line description.
  static func escaped(_ string: String) -> String {
    guard string.utf8.contains(0x0A) else { return string }
    return string.replacingOccurrences(of: "\n", with: "\\n")
  }

  /// A locale identifier as a BCP 47 language tag for Pango: `en_US` becomes `en-us`.
  static func languageTag(_ identifier: String) -> String {
    String(identifier.lazy.map { $0 == "_" ? "-" : $0 }).lowercased()
  }
}
