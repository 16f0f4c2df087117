/// Reads Swift source text one character at a time, skipping string literals and comments
/// when asked to find the end of a bracketed region. Enough of Swift's lexical rules to
/// take a `#Preview` apart: strings (with interpolation and raw `#"…"#` delimiters),
/// comments, and nested brackets.
struct SourceScanner {
  let text: [Character]
  var position = 0

  init(_ source: String) { text = Array(source) }

  var atEnd: Bool { position >= text.count }
  var current: Character? { atEnd ? nil : text[position] }

  func peek(_ offset: Int = 0) -> Character? {
    position + offset < text.count ? text[position + offset] : nil
  }

  /// Skips spaces, newlines and comments; returns how many newlines were skipped.
  @discardableResult
  mutating func skipTrivia() -> Int {
    var newlines = 0
    while let c = current {
      if c == "\n" {
        newlines += 1
        position += 1
      } else if c.isWhitespace {
        position += 1
      } else if c == "/", peek(1) == "/" {
        while let d = current, d != "\n" { position += 1 }
      } else if c == "/", peek(1) == "*" {
        position += 2
        var depth = 1
        while depth > 0, !atEnd {
          if current == "/", peek(1) == "*" { depth += 1; position += 2 }
          else if current == "*", peek(1) == "/" { depth -= 1; position += 2 }
          else { if current == "\n" { newlines += 1 }; position += 1 }
        }
      } else {
        break
      }
    }
    return newlines
  }

  /// Whether the text at the current position starts with `word`; consumes it if so.
  mutating func consume(_ word: String) -> Bool {
    let chars = Array(word)
    guard position + chars.count <= text.count, Array(text[position..<position + chars.count]) == chars else {
      return false
    }
    position += chars.count
    return true
  }

  /// Skips a string literal starting at the current position (at its `#`s or quote).
  mutating func skipString() throws(PreviewMacroError) {
    var hashes = 0
    while current == "#" { hashes += 1; position += 1 }
    let multiline = consume("\"\"\"")
    if !multiline {
      guard consume("\"") else { throw .malformed("expected a string literal") }
    }
    let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
    while !atEnd {
      if current == "\\" {
        // An escape: `\(` with the literal's number of `#`s starts an interpolation.
        position += 1
        var escapeHashes = 0
        while current == "#", escapeHashes < hashes { escapeHashes += 1; position += 1 }
        if escapeHashes == hashes, current == "(" {
          try skipBracketed()
        } else {
          position += 1
        }
        continue
      }
      if consume(closing) { return }
      position += 1
    }
    throw .malformed("a string literal is not closed")
  }

  /// Skips from an opening bracket to just past the one that closes it.
  mutating func skipBracketed() throws(PreviewMacroError) {
    guard let open = current, let close = Self.closing[open] else {
      throw .malformed("expected an opening bracket")
    }
    position += 1
    while let c = current {
      if c == close { position += 1; return }
      if c == "\"" || (c == "#" && (peek(1) == "\"" || peek(1) == "#")) {
        try skipString()
      } else if c == "/", peek(1) == "/" || peek(1) == "*" {
        skipTrivia()
      } else if Self.closing[c] != nil {
        try skipBracketed()
      } else {
        position += 1
      }
    }
    throw .malformed("'\(open)' is not closed")
  }

  static let closing: [Character: Character] = ["(": ")", "{": "}", "[": "]"]

  /// The identifier or keyword at the current position, consumed; empty when there is none.
  mutating func word() -> String {
    var word = ""
    while let c = current, c.isLetter || c.isNumber || c == "_" {
      word.append(c)
      position += 1
    }
    return word
  }

  /// Skips an attribute at the current position (`@MainActor`, `@available(iOS 17, *)`) and
  /// the trivia after it; returns the newlines skipped, or `nil` when there is no attribute.
  mutating func skipAttribute() throws(PreviewMacroError) -> Int? {
    guard current == "@" else { return nil }
    position += 1
    while let c = current, c.isLetter || c.isNumber || c == "_" || c == "." { position += 1 }
    if current == "(" { try skipBracketed() }
    return skipTrivia()
  }

  func slice(_ range: Range<Int>) -> String { String(text[range]) }
}
