/// Why a predicate format string could not be parsed.
///
/// Every case carries the format string so a message logged far from the call
/// site still says which predicate was wrong. Offsets count `Character`s from
/// the start of the format string.
///
/// ```swift
/// do {
///     _ = try PredicateFormat("name == ", arguments: [])
/// } catch {
///     print(error)
///     // predicate "name == " ends where a value was expected (offset 8)
/// }
/// ```
public enum PredicateFormatError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The format string stopped while `expected` was still needed.
  ///
  /// ```swift
  /// // try PredicateFormat("age >", arguments: [])
  /// // throws .unexpectedEnd(format: "age >", offset: 5, expected: "a value")
  /// ```
  case unexpectedEnd(format: String, offset: Int, expected: String)

  /// The text `found` at `offset` cannot stand where `expected` must.
  ///
  /// ```swift
  /// // try PredicateFormat("name EQUALS 'x'", arguments: [])
  /// // throws .unexpected(format: "name EQUALS 'x'", offset: 5,
  /// //                    found: "EQUALS", expected: "a comparison operator")
  /// ```
  case unexpected(format: String, offset: Int, found: String, expected: String)

  /// A string opened by `quote` at `offset` is never closed.
  ///
  /// ```swift
  /// // try PredicateFormat("name == 'Blob", arguments: [])
  /// // throws .unterminatedString(format: "name == 'Blob", offset: 8, quote: "'")
  /// ```
  case unterminatedString(format: String, offset: Int, quote: String)

  /// Parentheses, `NOT`s or braces nest deeper than `limit`; the parser
  /// refuses rather than risk exhausting the stack on hostile input.
  ///
  /// ```swift
  /// // try PredicateFormat(String(repeating: "(", count: 500) + "TRUEPREDICATE", arguments: [])
  /// // throws .nestingTooDeep(format: …, offset: 100, limit: 100)
  /// ```
  case nestingTooDeep(format: String, offset: Int, limit: Int)

  /// The format has more `%` specifiers than arguments; `index` counts from 1.
  ///
  /// ```swift
  /// // try PredicateFormat("age > %d", arguments: [])
  /// // throws .missingArgument(format: "age > %d", index: 1)
  /// ```
  case missingArgument(format: String, index: Int)

  /// Argument `index` (counting from 1) has a type its specifier cannot use.
  ///
  /// ```swift
  /// // try PredicateFormat("%K == 1", arguments: [7])
  /// // throws .invalidArgument(format: "%K == 1", index: 1, specifier: "%K",
  /// //                         expected: "a String key path", found: "Int")
  /// ```
  case invalidArgument(format: String, index: Int, specifier: String, expected: String, found: String)

  /// A one-line explanation naming the format string, the position and what
  /// was expected there.
  ///
  /// ```swift
  /// let error = PredicateFormatError.missingArgument(format: "age > %d", index: 1)
  /// print(error.description) // argument 1 of "age > %d" is missing
  /// ```
  public var description: String {
    switch self {
    case .unexpectedEnd(let format, let offset, let expected):
      "predicate \(Self.quoted(format)) ends where \(expected) was expected (offset \(offset))"
    case .unexpected(let format, let offset, let found, let expected):
      "predicate \(Self.quoted(format)) has \(Self.quoted(found)) where \(expected) was expected (offset \(offset))"
    case .unterminatedString(let format, let offset, let quote):
      "predicate \(Self.quoted(format)) ends inside the string that starts at offset \(offset); a closing \(quote) was expected"
    case .nestingTooDeep(let format, let offset, let limit):
      "predicate \(Self.quoted(format)) nests deeper than \(limit) levels, where a shallower predicate was expected (offset \(offset))"
    case .missingArgument(let format, let index):
      "argument \(index) of \(Self.quoted(format)) is missing"
    case .invalidArgument(let format, let index, let specifier, let expected, let found):
      "argument \(index) of \(Self.quoted(format)) for \(specifier) must be \(expected), but is \(found)"
    }
  }

  /// The format as it was written, quoted on one line; single quotes, common in format
  /// strings, are left alone to keep messages readable.
  private static func quoted(_ text: String) -> String { PredicateQuoting.quoted(text, doublingPercents: false) }
}
