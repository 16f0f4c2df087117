import Foundation

/// Reads a `.strings` file: the old-style property-list text Apple's localization tools use,
/// `"key" = "value";` with C comments and backslash escapes, in UTF-8 or UTF-16 with a byte
/// order mark. An XML property list with a `.strings` name is read too.
///
/// ```swift
/// let values = try StringsFileReader.read(URL(fileURLWithPath: "de.lproj/Localizable.strings"))
/// values["Settings"]   // "Einstellungen"
/// ```
///
/// A key written twice is an error, since one of the two values would be lost.
public enum StringsFileReader {
  public static func read(_ url: URL) throws(StringsFileError) -> [String: String] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StringsFileError(file: url, problem: "cannot be read (\(error.localizedDescription)); check that it exists and is readable.")
    }
    if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
      return try PropertyListStrings.dictionaryOfStrings(data, file: url)
    }
    return try parse(TextDecoding.decode(data, file: url), file: url)
  }

  /// Parses `.strings` text; `file` names it in errors.
  public static func parse(_ text: String, file: URL) throws(StringsFileError) -> [String: String] {
    var scanner = StringsScanner(Array(text.unicodeScalars), file: file)
    return try scanner.entries()
  }
}

private struct StringsScanner {
  let scalars: [Unicode.Scalar]
  let file: URL
  var index = 0
  var line = 1
  var column = 1

  init(_ scalars: [Unicode.Scalar], file: URL) {
    self.scalars = scalars
    self.file = file
  }

  var position: TextPosition { TextPosition(line: line, column: column) }

  func fail(_ problem: String, key: String? = nil, at position: TextPosition? = nil) -> StringsFileError {
    StringsFileError(file: file, key: key, position: position ?? self.position, problem: problem)
  }

  mutating func entries() throws(StringsFileError) -> [String: String] {
    var result: [String: String] = [:]
    var seen: [String: TextPosition] = [:]
    try skipTrivia()
    // The whole file may be one old-style dictionary: { "a" = "b"; }
    let braced = peek == "{"
    if braced {
      advance()
      try skipTrivia()
    }
    while let scalar = peek {
      if braced && scalar == "}" {
        advance()
        try skipTrivia()
        guard peek == nil else { throw fail("unexpected text after the closing '}'.") }
        return result
      }
      let keyPosition = position
      let key = try string("a key")
      try skipTrivia()
      var value = key
      if peek == "=" {
        advance()
        try skipTrivia()
        value = try string("the value of \"\(key)\"", key: key)
        try skipTrivia()
      }
      guard peek == ";" else {
        throw fail(
          peek == nil
            ? "the file ends before the ';' that closes this entry (is it truncated?)."
            : "expected ';' after the entry, found '\(peek.map(String.init) ?? "")'. Each entry is \"key\" = \"value\";",
          key: key)
      }
      advance()
      if let first = seen[key] {
        throw fail("is defined twice (first at \(first)); remove one of the two entries.", key: key, at: keyPosition)
      }
      seen[key] = keyPosition
      result[key] = value
      try skipTrivia()
    }
    if braced { throw fail("the file ends before the closing '}' (is it truncated?).") }
    return result
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    guard index < scalars.count else { return }
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private mutating func skipTrivia() throws(StringsFileError) {
    while let scalar = peek {
      if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
        advance()
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while let next = peek, next != "\n" { advance() }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = position
        advance(); advance()
        while true {
          guard let next = peek else { throw fail("the comment opened here is never closed with '*/'.", at: start) }
          if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
            advance(); advance()
            break
          }
          advance()
        }
      } else {
        return
      }
    }
  }

  private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
      || "_$+/:.-".unicodeScalars.contains(scalar)
  }

  private mutating func string(_ what: String, key: String? = nil) throws(StringsFileError) -> String {
    guard let first = peek else { throw fail("the file ends where \(what) was expected (is it truncated?).", key: key) }
    if first != "\"" {
      guard Self.isUnquoted(first) else {
        throw fail("expected \(what) in double quotes, found '\(first)'.", key: key)
      }
      var word = String.UnicodeScalarView()
      while let scalar = peek, Self.isUnquoted(scalar) {
        word.append(scalar)
        advance()
      }
      return String(word)
    }
    let start = position
    advance()
    var text = String.UnicodeScalarView()
    while true {
      guard let scalar = peek else {
        throw fail("the quoted text opened here is never closed (is the file truncated?).", key: key, at: start)
      }
      advance()
      if scalar == "\"" { return String(text) }
      guard scalar == "\\" else {
        text.append(scalar)
        continue
      }
      guard let escape = peek else { throw fail("the file ends inside an escape sequence.", key: key) }
      advance()
      switch escape {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "a": text.append("\u{07}")
      case "b": text.append("\u{08}")
      case "f": text.append("\u{0C}")
      case "v": text.append("\u{0B}")
      case "U", "u": text.append(try hexEscape(key: key))
      case "0"..."7": text.append(octalEscape(first: escape))
      default: text.append(escape)  // \" \\ \' and any other character stand for themselves
      }
    }
  }

  /// `\U00E9`: four hex digits, joining a UTF-16 surrogate pair written as two escapes.
  private mutating func hexEscape(key: String?) throws(StringsFileError) -> Unicode.Scalar {
    func four() throws(StringsFileError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = peek, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
          throw fail("expected four hex digits after \\U.", key: key)
        }
        value = value * 16 + digit
        advance()
      }
      return value
    }
    let high = try four()
    if (0xD800...0xDBFF).contains(high), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u" {
      advance(); advance()
      let low = try four()
      if (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
        return scalar
      }
    } else if let scalar = Unicode.Scalar(high) {
      return scalar
    }
    throw fail("\\U\(String(high, radix: 16, uppercase: true)) is not a Unicode character on its own.", key: key)
  }

  /// `\101`: up to three octal digits.
  private mutating func octalEscape(first: Unicode.Scalar) -> Unicode.Scalar {
    var value = first.value - 48
    for _ in 0..<2 {
      guard let next = peek, ("0"..."7").contains(next) else { break }
      value = value * 8 + (next.value - 48)
      advance()
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }
}
