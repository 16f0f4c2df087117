/// A strict JSON parser (RFC 8259) that records each value's line and column and, on bad
/// input, says where and inside which member it stopped. Duplicate keys are errors, since
/// keeping either one would silently drop the other. Used by every reader of JSON in the
/// package (String Catalogs, run summaries and manifests), without Foundation.
///
/// ```swift
/// do {
///   let root = try JSONParser.parse(Array(text.utf8))
/// } catch {
///   print(error.position, error.path, error.message)   // line 6, column 9 ["strings", "Done"] …
/// }
/// ```
public struct JSONParser {
  /// Where and why the text is not JSON.
  public struct Failure: Error, Sendable {
    public let position: TextPosition
    /// The member keys from the root to where parsing stopped.
    public let path: [String]
    public let message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1
  private var path: [String] = []
  private static let maximumDepth = 200

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte order mark is allowed before the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Reads a whole JSON text (a UTF-8 byte order mark may precede it).
  public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
    var parser = JSONParser(bytes)
    let root = try parser.value(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.failure("unexpected text after the end of the JSON document")
    }
    return root
  }

  // MARK: Values

  private mutating func value(depth: Int) throws(Failure) -> JSONNode {
    skipWhitespace()
    guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    let start = position
    guard let byte = peek() else { throw failure("the file ends where a value was expected (is it truncated?)") }
    switch byte {
    case UInt8(ascii: "{"): return JSONNode(value: try object(depth: depth), position: start)
    case UInt8(ascii: "["): return JSONNode(value: try array(depth: depth), position: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), position: start)
    case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), position: start)
    case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), position: start)
    case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, position: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try number()), position: start)
    default:
      throw failure("unexpected \(describe(byte)) where a value was expected")
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONNode.Value {
    advance()  // {
    var members: [JSONMember] = []
    var seen: [String: TextPosition] = [:]
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      advance()
      return .object(members)
    }
    while true {
      skipWhitespace()
      let keyPosition = position
      guard let byte = peek() else { throw failure("the file ends inside an object (is it truncated?)") }
      guard byte == UInt8(ascii: "\"") else { throw failure("expected a quoted key, found \(describe(byte))") }
      let key = try string()
      if let first = seen[key] {
        throw Failure(
          position: keyPosition, path: path + [key],
          message: "the key \"\(key)\" appears twice in one object (first at \(first)); remove one of them")
      }
      seen[key] = keyPosition
      skipWhitespace()
      try expect(":", "after the key \"\(key)\"")
      path.append(key)
      let node = try value(depth: depth + 1)
      path.removeLast()
      members.append(JSONMember(key: key, keyPosition: keyPosition, node: node))
      skipWhitespace()
      guard let next = peek() else { throw failure("the file ends inside an object (is it truncated?)") }
      guard next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else {
        throw failure("expected ',' or '}' after the value of \"\(key)\", found \(describe(next))")
      }
      advance()
      if next == UInt8(ascii: "}") { return .object(members) }
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONNode.Value {
    advance()  // [
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      advance()
      return .array(elements)
    }
    while true {
      path.append("[\(elements.count)]")
      elements.append(try value(depth: depth + 1))
      path.removeLast()
      skipWhitespace()
      guard let next = peek() else { throw failure("the file ends inside an array (is it truncated?)") }
      guard next == UInt8(ascii: ",") || next == UInt8(ascii: "]") else {
        throw failure("expected ',' or ']' in an array, found \(describe(next))")
      }
      advance()
      if next == UInt8(ascii: "]") { return .array(elements) }
    }
  }

  private mutating func string() throws(Failure) -> String {
    advance()  // "
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
      run.removeAll(keepingCapacity: true)
    }
    while true {
      guard let byte = peek() else { throw failure("the file ends inside a string (is it truncated?)") }
      if byte == UInt8(ascii: "\"") {
        advance()
        flush()
        return String(scalars)
      }
      if byte < 0x20 { throw failure("a control character (\(describe(byte))) inside a string must be escaped") }
      if byte != UInt8(ascii: "\\") {
        run.append(byte)
        advance()
        continue
      }
      flush()
      advance()
      guard let escape = peek() else { throw failure("the file ends inside an escape sequence") }
      advance()
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
      default: throw failure("unknown escape '\\\(describe(escape))' in a string")
      }
    }
  }

  /// `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes.
  private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
    let high = try hex4()
    if (0xD800...0xDBFF).contains(high) {
      guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
        throw failure("a lone UTF-16 high surrogate \\u\(String(high, radix: 16)) in a string")
      }
      advance(); advance()
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low) else { throw failure("a UTF-16 high surrogate not followed by a low one") }
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      if let scalar = Unicode.Scalar(value) { return scalar }
    } else if let scalar = Unicode.Scalar(high) {
      return scalar
    }
    throw failure("\\u\(String(high, radix: 16)) is not a Unicode scalar on its own")
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexDigit(byte) else { throw failure("expected four hex digits after \\u") }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    let isNumberByte: (UInt8) -> Bool = { byte in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(byte)
    }
    while let byte = peek(), isNumberByte(byte) { advance() }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard Self.isJSONNumber(text), let value = Double(text) else { throw failure("'\(text)' is not a JSON number") }
    return value
  }

  /// JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private static func isJSONNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "-" { rest = rest.dropFirst() }
    let integer = rest.prefix { $0.isASCII && $0.isNumber }
    guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
    rest = rest.dropFirst(integer.count)
    if rest.first == "." {
      let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard !fraction.isEmpty else { return false }
      rest = rest.dropFirst(1 + fraction.count)
    }
    if rest.first == "e" || rest.first == "E" {
      rest = rest.dropFirst()
      if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
      let exponent = rest.prefix { $0.isASCII && $0.isNumber }
      guard !exponent.isEmpty else { return false }
      rest = rest.dropFirst(exponent.count)
    }
    return rest.isEmpty
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for expected in word.utf8 {
      guard let byte = peek() else { throw failure("the file ends inside '\(word)' (is it truncated?)") }
      guard byte == expected else { throw failure("unexpected \(describe(byte)); did you mean '\(word)'?") }
      advance()
    }
  }

  // MARK: Reading

  private var position: TextPosition { TextPosition(line: line, column: column) }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
  }

  private mutating func expect(_ character: Character, _ context: String) throws(Failure) {
    guard let byte = peek() else { throw failure("the file ends where '\(character)' was expected \(context) (is it truncated?)") }
    guard let ascii = character.asciiValue, byte == ascii else {
      throw failure("expected '\(character)' \(context), found \(describe(byte))")
    }
    advance()
  }

  private func failure(_ message: String) -> Failure {
    Failure(position: position, path: path, message: message)
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }
}
