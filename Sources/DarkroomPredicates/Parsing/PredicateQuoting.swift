/// Text in double quotes on one line: embedded double quotes, backslashes, line breaks,
/// tabs and NULs escaped, so that what is quoted stays unambiguous.
enum PredicateQuoting {
  /// `text` quoted; with `doublingPercents`, each `%` is written `%%`, as a format string
  /// must spell it.
  static func quoted(_ text: String, doublingPercents: Bool) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\r\n": result += "\\r\\n"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      case "%" where doublingPercents: result += "%%"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
