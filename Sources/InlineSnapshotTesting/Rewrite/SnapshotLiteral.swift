/// Writes a snapshot as the closure that returns it: a multi-line string literal, indented one
/// level deeper than the line the closure starts on, raw (`#"""`) with as many `#` as the
/// text needs.
///
/// ```swift
/// SnapshotLiteral.closure(for: "Hello\n", indentation: "    ", unit: "  ")
/// // {
/// //       """
/// //       Hello
/// //
/// //       """
/// //     }
/// ```
enum SnapshotLiteral {
  /// The closure's text, from `{` to `}`; `indentation` is that of the line the `{` is on.
  static func closure(for value: String, indentation: String, unit: String) -> String {
    let inner = indentation + unit
    let pounds = String(repeating: "#", count: poundCount(for: value))
    let body = escapingInvisibles(value, pounds: pounds)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : inner + $0 }
      .joined(separator: "\n")
    return "{\n\(inner)\(pounds)\"\"\"\n\(body)\n\(inner)\"\"\"\(pounds)\n\(indentation)}"
  }

  /// How many `#` a multi-line literal of `value` needs: one more than the longest run of `#`
  /// after a `\` (which would start an escape) or after a `"""` (which would end the literal).
  static func poundCount(for value: String) -> Int {
    let bytes = Array(value.utf8)
    var count = 0
    for index in bytes.indices {
      let isBackslash = bytes[index] == .backslash
      let isTripleQuote =
        index + 2 < bytes.count && bytes[index] == .quote && bytes[index + 1] == .quote
        && bytes[index + 2] == .quote
      guard isBackslash || isTripleQuote else { continue }
      var run = 0
      var next = index + (isBackslash ? 1 : 3)
      while next < bytes.count, bytes[next] == .pound {
        run += 1
        next += 1
      }
      count = max(count, run + 1)
    }
    return count
  }

  /// Characters a literal cannot hold as they are (a carriage return would become a line
  /// break, other control characters are not allowed in source), written as escapes.
  private static func escapingInvisibles(_ value: String, pounds: String) -> String {
    var result = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case "\r": result += "\\\(pounds)r"
      case "\0": result += "\\\(pounds)0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\\(pounds)u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
