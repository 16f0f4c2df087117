import Foundation

// Recursive descent over the lexer's tokens.
//
// Precedence, loosest first: OR, AND, NOT, comparison. Arguments are consumed
// left to right by the `%` specifiers and converted to `PredicateValue` on the
// spot, so the result keeps no reference to them.

struct PredicateParser {
  /// Deep enough for any hand-written predicate, shallow enough that the
  /// recursion cannot exhaust a secondary thread's stack in a debug build.
  static let maximumNesting = 100

  private static let collectionOperators: Set<String> = ["@count", "@sum", "@avg", "@min", "@max"]

  private let format: String
  private let tokens: [PredicateToken]
  private let arguments: [Any]
  private var index = 0
  private var argumentsUsed = 0
  private var nesting = 0

  static func parse(_ format: String, arguments: [Any]) throws(PredicateFormatError) -> PredicateNode {
    var parser = PredicateParser(format: format, tokens: try PredicateLexer.tokenize(format), arguments: arguments)
    let node = try parser.parseOr()
    guard parser.current.kind == .end else {
      throw parser.unexpected("AND, OR or the end of the predicate")
    }
    return node
  }

  private init(format: String, tokens: [PredicateToken], arguments: [Any]) {
    self.format = format
    self.tokens = tokens
    self.arguments = arguments
  }

  // MARK: Token access

  private var current: PredicateToken {
    index < tokens.count ? tokens[index] : PredicateToken(kind: .end, offset: format.count, text: "")
  }

  private mutating func advance() {
    if index < tokens.count { index += 1 }
  }

  /// Consumes the current token if it is one of `kinds`.
  private mutating func take(_ kinds: PredicateToken.Kind...) -> Bool {
    guard kinds.contains(current.kind) else { return false }
    advance()
    return true
  }

  private func unexpected(_ expected: String) -> PredicateFormatError {
    let token = current
    if token.kind == .end {
      return .unexpectedEnd(format: format, offset: token.offset, expected: expected)
    }
    return .unexpected(format: format, offset: token.offset, found: token.text, expected: expected)
  }

  private mutating func enterNesting() throws(PredicateFormatError) {
    nesting += 1
    guard nesting <= Self.maximumNesting else {
      throw .nestingTooDeep(format: format, offset: current.offset, limit: Self.maximumNesting)
    }
  }

  // MARK: Predicates

  private mutating func parseOr() throws(PredicateFormatError) -> PredicateNode {
    var operands = [try parseAnd()]
    while take(.keyword(.or), .symbol(.or)) {
      operands.append(try parseAnd())
    }
    guard operands.count > 1 else { return operands[0] }
    return .or(
      operands.flatMap { operand in
        if case .or(let inner) = operand { inner } else { [operand] }
      })
  }

  private mutating func parseAnd() throws(PredicateFormatError) -> PredicateNode {
    var operands = [try parseNot()]
    while take(.keyword(.and), .symbol(.and)) {
      operands.append(try parseNot())
    }
    guard operands.count > 1 else { return operands[0] }
    return .and(
      operands.flatMap { operand in
        if case .and(let inner) = operand { inner } else { [operand] }
      })
  }

  private mutating func parseNot() throws(PredicateFormatError) -> PredicateNode {
    guard take(.keyword(.not), .symbol(.not)) else { return try parsePrimary() }
    try enterNesting()
    defer { nesting -= 1 }
    return .not(try parseNot())
  }

  private mutating func parsePrimary() throws(PredicateFormatError) -> PredicateNode {
    switch current.kind {
    case .end:
      throw unexpected("a predicate")
    case .symbol(.leftParen):
      try enterNesting()
      defer { nesting -= 1 }
      advance()
      let inner = try parseOr()
      guard take(.symbol(.rightParen)) else { throw unexpected("\")\"") }
      return inner
    case .keyword(.truePredicate):
      advance()
      return .constant(true)
    case .keyword(.falsePredicate):
      advance()
      return .constant(false)
    default:
      return .comparison(try parseComparison())
    }
  }

  private mutating func parseComparison() throws(PredicateFormatError) -> PredicateComparison {
    var modifier = ComparisonModifier.direct
    switch current.kind {
    case .keyword(.any), .keyword(.some): modifier = .any
    case .keyword(.all): modifier = .all
    case .keyword(.none): modifier = .none
    default: break
    }
    if modifier != .direct { advance() }
    let lhs = try parseOperand(expected: modifier == .direct ? "a predicate" : "a key path")
    guard let op = Self.comparisonOperator(for: current.kind) else {
      throw unexpected("a comparison operator")
    }
    advance()
    var options: ComparisonOptions = []
    if case .options(let letters) = current.kind {
      options = try parseOptions(letters)
      advance()
    }
    let rhs = try parseOperand(expected: "a value")
    return PredicateComparison(modifier: modifier, lhs: lhs, op: op, options: options, rhs: rhs)
  }

  private static func comparisonOperator(for kind: PredicateToken.Kind) -> ComparisonOperator? {
    switch kind {
    case .symbol(.equal): .equal
    case .symbol(.notEqual): .notEqual
    case .symbol(.less): .less
    case .symbol(.lessOrEqual): .lessOrEqual
    case .symbol(.greater): .greater
    case .symbol(.greaterOrEqual): .greaterOrEqual
    case .keyword(.between): .between
    case .keyword(.in): .in
    case .keyword(.contains): .contains
    case .keyword(.beginsWith): .beginsWith
    case .keyword(.endsWith): .endsWith
    case .keyword(.like): .like
    case .keyword(.matches): .matches
    default: nil
    }
  }

  private func parseOptions(_ letters: String) throws(PredicateFormatError) -> ComparisonOptions {
    var options: ComparisonOptions = []
    for letter in letters.lowercased() {
      switch letter {
      case "c": options.insert(.caseInsensitive)
      case "d": options.insert(.diacriticInsensitive)
      case "n": options.insert(.normalized)
      default: throw unexpected("comparison options made of c, d and n")
      }
    }
    guard !options.isEmpty else { throw unexpected("comparison options made of c, d and n") }
    return options
  }

  // MARK: Operands

  private mutating func parseOperand(expected: String) throws(PredicateFormatError) -> PredicateOperand {
    let token = current
    switch token.kind {
    case .keyPath(let components):
      advance()
      return .keyPath(try validated(components, at: token))
    case .keyword(.self):
      advance()
      return .evaluatedObject
    case .keyword(.true), .keyword(.false):
      advance()
      return .constant(.bool(token.kind == .keyword(.true)))
    case .keyword(.nil):
      advance()
      return .constant(.null)
    case .keyword(.cast):
      return try parseCast()
    case .string(let value):
      advance()
      return .constant(.string(value))
    case .integer(let value):
      advance()
      return .constant(.integer(value))
    case .double(let value):
      advance()
      return .constant(.double(value))
    case .symbol(.leftBrace):
      return try parseAggregate()
    case .substitution(let kind):
      advance()
      return try substitute(kind, at: token)
    default:
      throw unexpected(expected)
    }
  }

  private mutating func parseAggregate() throws(PredicateFormatError) -> PredicateOperand {
    try enterNesting()
    defer { nesting -= 1 }
    advance()
    var elements: [PredicateOperand] = []
    if take(.symbol(.rightBrace)) { return .aggregate(elements) }
    repeat {
      elements.append(try parseOperand(expected: "a value"))
    } while take(.symbol(.comma))
    guard take(.symbol(.rightBrace)) else { throw unexpected("\",\" or \"}\"") }
    return .aggregate(elements)
  }

  /// `CAST(seconds, "NSDate")` is how Apple prints dates, so accepting it
  /// lets a printed predicate be parsed again.
  private mutating func parseCast() throws(PredicateFormatError) -> PredicateOperand {
    advance()
    guard take(.symbol(.leftParen)) else { throw unexpected("\"(\" after CAST") }
    let seconds: Double
    switch current.kind {
    case .integer(let value): seconds = Double(value)
    case .double(let value): seconds = value
    default: throw unexpected("a number of seconds since 2001-01-01")
    }
    advance()
    guard take(.symbol(.comma)) else { throw unexpected("\",\"") }
    guard current.kind == .string("NSDate") else { throw unexpected("the type name \"NSDate\"") }
    advance()
    guard take(.symbol(.rightParen)) else { throw unexpected("\")\"") }
    return .constant(.date(Date(timeIntervalSinceReferenceDate: seconds)))
  }

  /// Rejects unknown `@` operators at parse time, where the error can say
  /// where they are, instead of letting them silently evaluate to false.
  private func validated(_ components: [String], at token: PredicateToken) throws(PredicateFormatError) -> [String] {
    for (position, component) in components.enumerated() where component.hasPrefix("@") {
      guard Self.collectionOperators.contains(component) else {
        throw .unexpected(
          format: format, offset: token.offset, found: component,
          expected: "a collection operator (@count, @sum, @avg, @min or @max)")
      }
      if component == "@count", position != components.count - 1 {
        throw .unexpected(
          format: format, offset: token.offset, found: token.text,
          expected: "@count at the end of the key path")
      }
    }
    return components
  }

  // MARK: Substitution

  private mutating func substitute(_ kind: SubstitutionKind, at token: PredicateToken) throws(PredicateFormatError) -> PredicateOperand {
    argumentsUsed += 1
    let number = argumentsUsed
    guard number <= arguments.count else {
      throw .missingArgument(format: format, index: number)
    }
    let argument = arguments[number - 1]
    let value = PredicateValue(converting: argument)
    func reject(_ expected: String) -> PredicateFormatError {
      .invalidArgument(
        format: format, index: number, specifier: token.text,
        expected: expected, found: typeDescription(of: argument))
    }
    // Unsigned values beyond Int.max arrive as Decimal; only those (not
    // fractional Decimals) count as integers.
    let isInteger = unwrapOptional(argument) is any BinaryInteger
    switch kind {
    case .object:
      return .constant(value)
    case .keyPath:
      guard case .string(let path) = value else { throw reject("a String key path") }
      var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard !components.contains(where: \.isEmpty) else {
        throw reject("a key path without empty components")
      }
      if components.count == 1, components[0].uppercased() == "SELF" { return .evaluatedObject }
      if components.count > 1, components[0].uppercased() == "SELF" { components.removeFirst() }
      return .keyPath(try validated(components, at: token))
    case .signedInteger:
      switch value {
      case .integer: return .constant(value)
      case .bool(let flag): return .constant(.integer(flag ? 1 : 0))
      case .decimal where isInteger: return .constant(value)
      default: throw reject("an integer")
      }
    case .unsignedInteger:
      switch value {
      case .integer(let integer) where integer >= 0: return .constant(value)
      case .decimal where isInteger: return .constant(value)
      default: throw reject("a non-negative integer")
      }
    case .floatingPoint:
      switch value {
      case .integer(let integer): return .constant(.double(Double(integer)))
      case .double, .decimal: return .constant(value)
      default: throw reject("a number")
      }
    }
  }
}
