/// A small lexer for the parts of Swift that decide where an expression ends: string literals
/// (single-line, multi-line, raw with any number of `#`, with `\(…)` interpolations that nest),
/// comments (`//` and nested `/* */`) and brackets.
///
/// It reads just enough to step over a token, never more, so the call locator can walk an
/// argument list without being fooled by a `)` in a string or a `{` in a comment. Regex
/// literals (`/…/`) are not read, so a lone bracket or quote inside one can mislead it.
///
/// ```swift
/// let scanner = SwiftScanner(SourceText(#"f(")", /* ) */ x)"#).bytes)
/// try scanner.matchingClose(ofBracketAt: 1)   // 16, the last `)`
/// ```
struct SwiftScanner {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Something the scanner could not read, at a byte offset.
  struct Failure: Error, Equatable {
    var offset: Int
    var problem: String
  }

  /// The offset of the first byte from `offset` on that is not whitespace or a comment.
  func skipTrivia(from offset: Int) throws(Failure) -> Int {
    var index = offset
    while index < bytes.count {
      switch bytes[index] {
      case .space, .tab, .newline, .carriageReturn:
        index += 1
      case .slash where byte(at: index + 1) == .slash || byte(at: index + 1) == .star:
        index = try endOfComment(startingAt: index)
      default:
        return index
      }
    }
    return index
  }

  /// The offset just past the comment that starts at `offset` (with `//` or `/*`).
  func endOfComment(startingAt offset: Int) throws(Failure) -> Int {
    if byte(at: offset + 1) == .slash {
      var index = offset + 2
      while index < bytes.count, bytes[index] != .newline { index += 1 }
      return index
    }
    var depth = 0
    var index = offset
    while index < bytes.count {
      if bytes[index] == .slash, byte(at: index + 1) == .star {
        depth += 1
        index += 2
      } else if bytes[index] == .star, byte(at: index + 1) == .slash {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    throw Failure(offset: offset, problem: "a /* comment that never ends")
  }

  /// How deep strings and their interpolations may nest (`"\("\(…)")"`): reading them
  /// recurses, and a file nested deeper would run the test process out of stack.
  static let maximumNesting = 256

  /// The offset just past the string literal that starts at `offset`, or `nil` when no string
  /// literal starts there (a `#` of `#if` or `#filePath`). `nesting` counts the
  /// interpolations it is inside.
  func endOfStringLiteral(startingAt offset: Int, nesting: Int = 0) throws(Failure) -> Int? {
    var index = offset
    var poundCount = 0
    while byte(at: index) == .pound {
      poundCount += 1
      index += 1
    }
    guard byte(at: index) == .quote else { return nil }
    let isMultiline = byte(at: index + 1) == .quote && byte(at: index + 2) == .quote
    index += isMultiline ? 3 : 1
    let quoteCount = isMultiline ? 3 : 1
    while index < bytes.count {
      let current = bytes[index]
      if current == .backslash, pounds(at: index + 1, count: poundCount) {
        index += 1 + poundCount
        if byte(at: index) == .openParenthesis {
          index = try matchingClose(ofBracketAt: index, nesting: nesting + 1) + 1
        } else {
          index += 1
        }
      } else if current == .quote, quotes(at: index, count: quoteCount),
        pounds(at: index + quoteCount, count: poundCount)
      {
        return index + quoteCount + poundCount
      } else if current == .newline, !isMultiline {
        break
      } else {
        index += 1
      }
    }
    throw Failure(offset: offset, problem: "a string literal that never ends")
  }

  /// The offset of the bracket that closes the `(`, `[` or `{` at `offset`, stepping over
  /// strings, comments and nested brackets.
  func matchingClose(ofBracketAt offset: Int, nesting: Int = 0) throws(Failure) -> Int {
    guard nesting <= Self.maximumNesting else {
      throw Failure(offset: offset, problem: "string interpolations nested more than \(Self.maximumNesting) deep")
    }
    guard let first = Self.closer(of: bytes[offset]) else {
      throw Failure(offset: offset, problem: "no opening bracket")
    }
    var expected = [first]
    var index = offset + 1
    while index < bytes.count {
      let current = bytes[index]
      if current == .slash, byte(at: index + 1) == .slash || byte(at: index + 1) == .star {
        index = try endOfComment(startingAt: index)
      } else if current == .quote || current == .pound,
        let end = try endOfStringLiteral(startingAt: index, nesting: nesting)
      {
        index = end
      } else if let closer = Self.closer(of: current) {
        expected.append(closer)
        index += 1
      } else if current == .closeParenthesis || current == .closeBracket || current == .closeBrace {
        guard current == expected.last else {
          throw Failure(offset: index, problem: "a \"\(Character(Unicode.Scalar(current)))\" that closes nothing open")
        }
        expected.removeLast()
        if expected.isEmpty { return index }
        index += 1
      } else {
        index += 1
      }
    }
    throw Failure(offset: offset, problem: "a \"\(Character(Unicode.Scalar(bytes[offset])))\" that is never closed")
  }

  /// The offset just past the identifier at `offset` (plain or in backticks), or `offset`
  /// itself when none starts there.
  func endOfIdentifier(startingAt offset: Int) -> Int {
    if byte(at: offset) == .backtick {
      var index = offset + 1
      while index < bytes.count, bytes[index] != .backtick, bytes[index] != .newline { index += 1 }
      return byte(at: index) == .backtick ? index + 1 : offset
    }
    guard let first = byte(at: offset), Self.isIdentifierHead(first) else { return offset }
    var index = offset + 1
    while let current = byte(at: index), Self.isIdentifierHead(current) || Self.isDigit(current) {
      index += 1
    }
    return index
  }

  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  private func pounds(at offset: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == .pound }
  }

  private func quotes(at offset: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: offset + $0) == .quote }
  }

  private static func closer(of byte: UInt8) -> UInt8? {
    switch byte {
    case .openParenthesis: .closeParenthesis
    case .openBracket: .closeBracket
    case .openBrace: .closeBrace
    default: nil
    }
  }

  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
