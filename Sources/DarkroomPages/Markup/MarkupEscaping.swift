/// Text made safe inside HTML and XML, in element content and in quoted attributes alike.
///
/// ```swift
/// MarkupEscaping.escape(#"Tom & "Jerry" <3"#)   // Tom &amp; &quot;Jerry&quot; &lt;3
/// ```
public enum MarkupEscaping {
  public static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      // A numeric reference: HTML 4 has no `&apos;`.
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
