// The vocabulary of Apple's predicate format string syntax: what the lexer
// produces and the parser consumes.

/// Reserved words. Apple matches them case-insensitively, so `and`, `And` and
/// `AND` are the same keyword; a key that collides with one is written `#name`.
enum PredicateKeyword: String, Sendable, Equatable, CaseIterable {
  case and = "AND", or = "OR", not = "NOT"
  case between = "BETWEEN", `in` = "IN", contains = "CONTAINS"
  case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
  case any = "ANY", all = "ALL", none = "NONE", some = "SOME"
  case `true` = "TRUE", `false` = "FALSE", `nil` = "NIL", `self` = "SELF"
  case truePredicate = "TRUEPREDICATE", falsePredicate = "FALSEPREDICATE"
  case cast = "CAST"

  /// YES/NO and NULL are Apple's synonyms; folding them here leaves the
  /// parser one spelling per meaning.
  init?(word: String) {
    switch word.uppercased() {
    case "YES": self = .true
    case "NO": self = .false
    case "NULL": self = .nil
    case let upper: self.init(rawValue: upper)
    }
  }
}

/// Operators and punctuation, each under its canonical spelling; the
/// alternative spellings (`=`, `<>`, `=<`, `=>`) are folded by the lexer.
enum PredicateSymbol: String, Sendable, Equatable {
  case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<="
  case greater = ">", greaterOrEqual = ">="
  case and = "&&", or = "||", not = "!"
  case leftParen = "(", rightParen = ")", leftBrace = "{", rightBrace = "}", comma = ","
}

/// What a `%` specifier asks the parser to do with the next argument.
enum SubstitutionKind: Sendable, Equatable {
  /// `%@` and `%s`: any value, inserted as a constant.
  case object
  /// `%K`: a String naming a key path.
  case keyPath
  /// `%d`, `%i`, `%ld`, `%lld`.
  case signedInteger
  /// `%u`, `%lu`, `%llu`.
  case unsignedInteger
  /// `%f`, `%lf`, `%g`, `%e`.
  case floatingPoint
}

struct PredicateToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// Components of a dotted key path such as `friends.@count`.
    case keyPath([String])
    case keyword(PredicateKeyword)
    case symbol(PredicateSymbol)
    case string(String)
    case integer(Int)
    case double(Double)
    case substitution(SubstitutionKind)
    /// The letters between `[` and `]` after an operator, not yet validated.
    case options(String)
    case end
  }

  var kind: Kind
  /// Character offset of the token's first character in the format string.
  var offset: Int
  /// The token as written, so error messages can quote it.
  var text: String
}
