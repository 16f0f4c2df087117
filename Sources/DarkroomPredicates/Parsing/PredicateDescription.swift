import Foundation

// The normalised text of a parsed predicate, in the style of Apple's
// `predicateFormat`: canonical operator spellings, double-quoted strings,
// substituted arguments shown as values. Apart from opaque values, UUIDs and
// URLs (printed as strings) and data (printed as hex, which does not parse),
// the text parses back to the same predicate.

extension PredicateNode {
  var formatDescription: String {
    switch self {
    case .constant(let value): value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .not(let inner): "NOT " + inner.operandDescription
    case .and(let operands): operands.map(\.operandDescription).joined(separator: " AND ")
    case .or(let operands): operands.map(\.operandDescription).joined(separator: " OR ")
    case .comparison(let comparison): comparison.formatDescription
    }
  }

  /// Compound operands are parenthesised so the printed grouping is the
  /// parsed grouping, whatever the precedence rules.
  private var operandDescription: String {
    switch self {
    case .and, .or: "(\(formatDescription))"
    default: formatDescription
    }
  }
}

extension PredicateComparison {
  var formatDescription: String {
    let quantifier =
      switch modifier {
      case .direct: ""
      case .any: "ANY "
      case .all: "ALL "
      case .none: "NONE "
      }
    return "\(quantifier)\(lhs.formatDescription) \(op.rawValue)\(options.formatDescription) \(rhs.formatDescription)"
  }
}

extension ComparisonOptions {
  var formatDescription: String {
    var letters = ""
    if contains(.caseInsensitive) { letters += "c" }
    if contains(.diacriticInsensitive) { letters += "d" }
    if contains(.normalized) { letters += "n" }
    return letters.isEmpty ? "" : "[\(letters)]"
  }
}

extension PredicateOperand {
  var formatDescription: String {
    switch self {
    case .evaluatedObject:
      "SELF"
    case .keyPath(let components):
      components.map(Self.escapedKey).joined(separator: ".")
    case .constant(let value):
      value.formatDescription
    case .aggregate(let elements):
      "{" + elements.map(\.formatDescription).joined(separator: ", ") + "}"
    }
  }

  /// A key spelled like a reserved word (say one passed through `%K`) gets
  /// Apple's `#` escape, or it would read back as the keyword.
  private static func escapedKey(_ key: String) -> String {
    !key.hasPrefix("@") && PredicateKeyword(word: key) != nil ? "#" + key : key
  }
}

extension PredicateValue {
  var formatDescription: String {
    switch self {
    case .null: "nil"
    case .bool(let value): value ? "TRUE" : "FALSE"
    case .integer(let value): String(value)
    case .double(let value): String(value)
    case .decimal(let value): value.description
    case .string(let value): Self.quoted(value)
    case .date(let value): "CAST(\(value.timeIntervalSinceReferenceDate), \"NSDate\")"
    case .uuid(let value): Self.quoted(value.uuidString)
    case .url(let value): Self.quoted(value.absoluteString)
    case .data(let value): "<" + value.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + ">"
    case .array(let elements): "{" + elements.map(\.formatDescription).joined(separator: ", ") + "}"
    case .other(let value): Self.quoted(value.displayText)
    }
  }

  /// The inverse of the lexer's string rules, `%%` included because the lexer reads it
  /// as `%`.
  private static func quoted(_ text: String) -> String { PredicateQuoting.quoted(text, doublingPercents: true) }
}

private extension String {
  func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
