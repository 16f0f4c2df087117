/// JSON text is not valid: the file (or value) and the byte offset where reading stopped.
///
/// ```swift
/// do { _ = try JSONValue.parse("{", source: "summary.json") } catch { print(error) }
/// // summary.json is not valid JSON (at byte 1: expected a member name); …
/// ```
public struct JSONError: Error, Equatable, CustomStringConvertible {
  /// The file or value the text came from.
  public var source: String
  public var offset: Int
  public var reason: String

  public var description: String {
    "\(source) is not valid JSON (at byte \(offset): \(reason)); it may be truncated or edited by hand. "
      + "Write it again with darkroom, or restore it from version control."
  }
}

extension JSONValue {
  /// Reads JSON text.
  ///
  /// ```swift
  /// let summary = try JSONValue.parse(bytes, source: "report/summary.json")
  /// ```
  /// - Throws: ``JSONError`` naming `source` and the offset of the first error.
  public static func parse(_ bytes: [UInt8], source: String) throws(JSONError) -> JSONValue {
    var reader = JSONReader(bytes: bytes, source: source)
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.offset == bytes.count else { throw reader.error("unexpected text after the value") }
    return value
  }

  /// Reads JSON text from a string.
  public static func parse(_ text: String, source: String) throws(JSONError) -> JSONValue {
    try parse(Array(text.utf8), source: source)
  }
}

private struct JSONReader {
  let bytes: [UInt8]
  let source: String
  var offset = 0

  init(bytes: [UInt8], source: String) {
    self.bytes = bytes
    self.source = source
  }

  func error(_ reason: String) -> JSONError {
    JSONError(source: source, offset: offset, reason: reason)
  }

  mutating func skipSpace() {
    while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
  }

  mutating func value(depth: Int) throws(JSONError) -> JSONValue {
    guard depth < 200 else { throw error("nested too deeply") }
    guard offset < bytes.count else { throw error("the text ends where a value should be") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard offset + utf8.count <= bytes.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
      throw error("expected \(word)")
    }
    offset += utf8.count
    return value
  }

  mutating func number() throws(JSONError) -> JSONValue {
    let start = offset
    while offset < bytes.count, "-+.eE0123456789".utf8.contains(bytes[offset]) { offset += 1 }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard !text.isEmpty, let number = Double(text), number.isFinite else {
      offset = start
      throw error("expected a value")
    }
    return .number(number)
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws(JSONError) {
    skipSpace()
    guard offset < bytes.count, bytes[offset] == byte else { throw error("expected \(what)") }
    offset += 1
  }

  mutating func array(depth: Int) throws(JSONError) -> JSONValue {
    offset += 1
    var items: [JSONValue] = []
    skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(depth: depth + 1))
      skipSpace()
      guard offset < bytes.count else { throw error("the text ends inside an array") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      return .array(items)
    }
  }

  mutating func object(depth: Int) throws(JSONError) -> JSONValue {
    offset += 1
    var fields: [(String, JSONValue)] = []
    skipSpace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(fields)
    }
    while true {
      skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a member name") }
      let key = try string()
      try expect(UInt8(ascii: ":"), "':'")
      skipSpace()
      fields.append((key, try value(depth: depth + 1)))
      skipSpace()
      guard offset < bytes.count else { throw error("the text ends inside an object") }
      if bytes[offset] == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      return .object(fields)
    }
  }

  mutating func string() throws(JSONError) -> String {
    offset += 1
    var scalars = String.UnicodeScalarView()
    var run = offset
    func flush(_ end: Int) {
      if end > run { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        flush(offset)
        offset += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("a control character inside a string") }
      if byte == UInt8(ascii: "\\") {
        flush(offset)
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
          {
            offset += 2
            let low = try hex4()
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: throw error("an unknown escape in a string")
        }
        run = offset
        continue
      }
      offset += 1
    }
    throw error("the text ends inside a string")
  }

  mutating func hex4() throws(JSONError) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw error("a \\u escape is cut short") }
    var code: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { throw error("a \\u escape is not hex") }
      code = code * 16 + UInt32(digit)
    }
    offset += 4
    return code
  }
}
