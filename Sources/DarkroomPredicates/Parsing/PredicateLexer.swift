// Splitting a predicate format string into `PredicateToken`s.
//
// Offsets are counted in `Character`s, so an error message points at what a
// person sees in the format string rather than at UTF-8 bytes.

struct PredicateLexer {
  private let format: String
  private let characters: [Character]
  private var position = 0

  private static let punctuation: [Character: PredicateSymbol] = [
    "(": .leftParen, ")": .rightParen, "{": .leftBrace, "}": .rightBrace, ",": .comma,
  ]
  private static let twoCharacterOperators: [String: PredicateSymbol] = [
    "==": .equal, "!=": .notEqual, "<>": .notEqual,
    "<=": .lessOrEqual, "=<": .lessOrEqual, ">=": .greaterOrEqual, "=>": .greaterOrEqual,
    "&&": .and, "||": .or,
  ]
  private static let oneCharacterOperators: [Character: PredicateSymbol] = [
    "=": .equal, "<": .less, ">": .greater, "!": .not,
  ]

  /// Splits `format` into tokens; the last token is always `.end`, so the
  /// parser can look ahead without bounds checks of its own.
  static func tokenize(_ format: String) throws(PredicateFormatError) -> [PredicateToken] {
    var lexer = PredicateLexer(format: format)
    var tokens: [PredicateToken] = []
    while let token = try lexer.nextToken() {
      tokens.append(token)
    }
    tokens.append(PredicateToken(kind: .end, offset: lexer.characters.count, text: ""))
    return tokens
  }

  private init(format: String) {
    self.format = format
    self.characters = Array(format)
  }

  private func peek(_ ahead: Int = 0) -> Character? {
    let index = position + ahead
    return index >= 0 && index < characters.count ? characters[index] : nil
  }

  private func text(from start: Int) -> String {
    guard start >= 0, start <= position, position <= characters.count else { return "" }
    return String(characters[start..<position])
  }

  private func token(_ kind: PredicateToken.Kind, from start: Int) -> PredicateToken {
    PredicateToken(kind: kind, offset: start, text: text(from: start))
  }

  private func failure(at offset: Int, found: String, expected: String) -> PredicateFormatError {
    .unexpected(format: format, offset: offset, found: found, expected: expected)
  }

  private func endFailure(expected: String) -> PredicateFormatError {
    .unexpectedEnd(format: format, offset: characters.count, expected: expected)
  }

  private mutating func nextToken() throws(PredicateFormatError) -> PredicateToken? {
    while let character = peek(), character.isWhitespace {
      position += 1
    }
    guard let character = peek() else { return nil }
    let start = position
    if let symbol = Self.punctuation[character] {
      position += 1
      return token(.symbol(symbol), from: start)
    }
    switch character {
    case "'", "\"": return try lexString(quote: character)
    case "%": return try lexSubstitution()
    case "[": return try lexOptions()
    case "=", "!", "<", ">", "&", "|": return try lexOperator(character)
    default: break
    }
    if startsNumber() { return try lexNumber() }
    if character == "#" || character == "@" || Self.isIdentifierStart(character) {
      return try lexKeyPath()
    }
    throw failure(at: start, found: String(character), expected: "a key path, value or operator")
  }

  // MARK: Key paths and keywords

  private static func isIdentifierStart(_ character: Character) -> Bool {
    character.isLetter || character == "_"
  }

  private static func isIdentifierPart(_ character: Character) -> Bool {
    isIdentifierStart(character) || isDigit(character)
  }

  private static func isDigit(_ character: Character?) -> Bool {
    guard let character, character.isASCII else { return false }
    return ("0"..."9").contains(character)
  }

  private mutating func lexKeyPath() throws(PredicateFormatError) -> PredicateToken {
    let start = position
    var components: [String] = []
    var escapedFirst = false
    while true {
      let componentStart = position
      var prefix = ""
      if peek() == "#" {
        position += 1
        if components.isEmpty { escapedFirst = true }
      } else if peek() == "@" {
        position += 1
        prefix = "@"
      }
      guard let first = peek() else { throw endFailure(expected: "a key name") }
      guard Self.isIdentifierStart(first) else {
        throw failure(
          at: componentStart, found: text(from: componentStart) + String(first),
          expected: "a key name")
      }
      let nameStart = position
      while let character = peek(), Self.isIdentifierPart(character) {
        position += 1
      }
      components.append(prefix + text(from: nameStart))
      // A dot continues the path only when a key follows it; otherwise
      // the dot is left for the next token (and reported there).
      guard peek() == ".", let next = peek(1),
        next == "@" || next == "#" || Self.isIdentifierStart(next)
      else { break }
      position += 1
    }
    if components.count == 1, !escapedFirst, let keyword = PredicateKeyword(word: components[0]) {
      return token(.keyword(keyword), from: start)
    }
    // `SELF.name` reads `name` of the evaluated object, exactly like `name`.
    if components.count > 1, !escapedFirst, components[0].uppercased() == "SELF" {
      components.removeFirst()
    }
    return token(.keyPath(components), from: start)
  }

  // MARK: Strings

  /// Quoted text is literal: `%@` inside quotes is not a substitution, as in
  /// Apple's parser. `%%` still reads as one `%`, so formats written with
  /// printf-style escaping mean what their author intended.
  private mutating func lexString(quote: Character) throws(PredicateFormatError) -> PredicateToken {
    let start = position
    position += 1
    var value = ""
    while let character = peek() {
      position += 1
      if character == quote {
        return token(.string(value), from: start)
      }
      if character == "\\" {
        guard let escaped = peek() else { break }
        position += 1
        value.append(Self.unescape(escaped))
      } else if character == "%", peek() == "%" {
        position += 1
        value.append("%")
      } else {
        value.append(character)
      }
    }
    throw .unterminatedString(format: format, offset: start, quote: String(quote))
  }

  private static func unescape(_ character: Character) -> Character {
    switch character {
    case "n": "\n"
    case "t": "\t"
    case "r": "\r"
    case "0": "\0"
    default: character
    }
  }

  // MARK: Substitutions, options and operators

  private mutating func lexSubstitution() throws(PredicateFormatError) -> PredicateToken {
    let start = position
    position += 1
    var lengthModifiers = 0
    while lengthModifiers < 2, let character = peek(), "hlqjzt".contains(character) {
      position += 1
      lengthModifiers += 1
    }
    let expected = "a format specifier such as %@, %K, %d or %f"
    guard let conversion = peek() else { throw endFailure(expected: expected) }
    position += 1
    let kind: SubstitutionKind? =
      switch conversion {
      case "@", "s": lengthModifiers == 0 ? .object : nil
      case "K": lengthModifiers == 0 ? .keyPath : nil
      case "d", "i": .signedInteger
      case "u": .unsignedInteger
      case "f", "g", "e": .floatingPoint
      default: nil
      }
    guard let kind else {
      let found = text(from: start)
      if found == "%%" {
        throw failure(
          at: start, found: found,
          expected: "a value (%% stands for a percent sign only inside quotes)")
      }
      throw failure(at: start, found: found, expected: expected)
    }
    return token(.substitution(kind), from: start)
  }

  private mutating func lexOptions() throws(PredicateFormatError) -> PredicateToken {
    let start = position
    position += 1
    var letters = ""
    while let character = peek(), character.isLetter {
      letters.append(character)
      position += 1
    }
    guard peek() == "]" else {
      throw failure(at: start, found: "[", expected: "comparison options such as [c], [d] or [cd]")
    }
    position += 1
    return token(.options(letters), from: start)
  }

  private mutating func lexOperator(_ character: Character) throws(PredicateFormatError) -> PredicateToken {
    let start = position
    if let next = peek(1), let symbol = Self.twoCharacterOperators[String(character) + String(next)] {
      position += 2
      return token(.symbol(symbol), from: start)
    }
    if let symbol = Self.oneCharacterOperators[character] {
      position += 1
      return token(.symbol(symbol), from: start)
    }
    throw failure(at: start, found: String(character), expected: "\"\(character)\(character)\"")
  }

  // MARK: Numbers

  /// A sign belongs to a number only when a digit follows, because the
  /// syntax has no arithmetic that could give `-` another meaning here.
  private func startsNumber() -> Bool {
    var ahead = 0
    if peek() == "-" || peek() == "+" { ahead += 1 }
    if Self.isDigit(peek(ahead)) { return true }
    return peek(ahead) == "." && Self.isDigit(peek(ahead + 1))
  }

  private mutating func lexNumber() throws(PredicateFormatError) -> PredicateToken {
    let start = position
    var sign = ""
    if let character = peek(), character == "-" || character == "+" {
      sign = character == "-" ? "-" : ""
      position += 1
    }
    if peek() == "0", let marker = peek(1), let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][marker] {
      position += 2
      let digitsStart = position
      while let character = peek(), Self.isIdentifierPart(character) {
        position += 1
      }
      guard let value = Int(sign + text(from: digitsStart), radix: radix) else {
        throw failure(at: start, found: text(from: start), expected: "a base-\(radix) integer")
      }
      return token(.integer(value), from: start)
    }
    var isFloating = false
    while Self.isDigit(peek()) { position += 1 }
    if peek() == ".", Self.isDigit(peek(1)) {
      isFloating = true
      position += 1
      while Self.isDigit(peek()) { position += 1 }
    }
    if let marker = peek(), marker == "e" || marker == "E" {
      let signWidth = peek(1) == "+" || peek(1) == "-" ? 1 : 0
      if Self.isDigit(peek(1 + signWidth)) {
        isFloating = true
        position += 1 + signWidth
        while Self.isDigit(peek()) { position += 1 }
      }
    }
    let literal = text(from: start)
    // Integers too large for Int degrade to Double rather than failing,
    // which is how Foundation's scanner treats them too.
    if !isFloating, let value = Int(literal) {
      return token(.integer(value), from: start)
    }
    guard let value = Double(literal) else {
      throw failure(at: start, found: literal, expected: "a number")
    }
    return token(.double(value), from: start)
  }
}
