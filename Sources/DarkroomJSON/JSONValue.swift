/// A JSON value, read and written without Foundation, so that the `darkroom` tool can read a
/// run's summary and manifest and still start in a few milliseconds. Objects keep their keys
/// in order, so the text written is the same for the same value every time.
///
/// ```swift
/// let value = try JSONValue.parse(#"{"status":"changed","pixels":42}"#, source: "summary.json")
/// print(value["status"]?.string ?? "")   // changed
/// print(value.text(pretty: true))
/// ```
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// A whole number.
  public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// The member named `key` of an object; `nil` for other values or a missing key.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let fields) = self else { return nil }
    return fields.first { $0.0 == key }?.1
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var double: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The number, when it is whole.
  public var int: Int? {
    guard case .number(let number) = self, number == number.rounded(), abs(number) < 9e15 else { return nil }
    return Int(number)
  }

  public var bool: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  public var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var fields: [(String, JSONValue)]? {
    if case .object(let fields) = self { return fields }
    return nil
  }

  /// The text of the value; `pretty` puts each member on its own line, indented by two.
  public func text(pretty: Bool = false) -> String {
    text(pretty ? .pretty : .compact)
  }

  /// The text of the value in `layout`.
  ///
  /// ```swift
  /// JSONValue.object([("index", .int(0))]).text(.encoderPretty)   // "{\n  \"index\" : 0\n}"
  /// ```
  public func text(_ layout: JSONLayout) -> String {
    var output = ""
    write(into: &output, layout: layout, indent: "")
    return output
  }

  private func write(into output: inout String, layout: JSONLayout, indent: String) {
    let pretty = layout != .compact
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += JSONValue.format(number, exact: layout == .encoderPretty)
    case .string(let text): JSONValue.quote(text, into: &output, forEncoder: layout == .encoderPretty)
    case .array(let items):
      if items.isEmpty {
        output += layout == .encoderPretty ? "[\n\n" + indent + "]" : "[]"
        return
      }
      let inner = indent + "  "
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        if pretty { output += "\n" + inner }
        item.write(into: &output, layout: layout, indent: inner)
      }
      output += pretty ? "\n" + indent + "]" : "]"
    case .object(let fields):
      if fields.isEmpty {
        output += layout == .encoderPretty ? "{\n\n" + indent + "}" : "{}"
        return
      }
      let inner = indent + "  "
      output += "{"
      for (index, (key, value)) in fields.enumerated() {
        if index > 0 { output += "," }
        if pretty { output += "\n" + inner }
        JSONValue.quote(key, into: &output, forEncoder: layout == .encoderPretty)
        output += layout == .encoderPretty ? " : " : pretty ? ": " : ":"
        value.write(into: &output, layout: layout, indent: inner)
      }
      output += pretty ? "\n" + indent + "}" : "}"
    }
  }

  /// Whole numbers without a fraction; others with up to 6 significant decimals, so that a
  /// share like 0.0349 prints the same on every machine, or when `exact`, with every digit
  /// it takes to read the same number back (as `JSONEncoder` writes it).
  static func format(_ number: Double, exact: Bool = false) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 9e15 { return String(Int(number)) }
    var text = String(number)
    if exact || text.contains("e") { return text }
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 9 {
      let rounded = (number * 1e8).rounded() / 1e8
      text = String(rounded)
    }
    return text
  }

  /// `forEncoder` writes as Foundation's `JSONEncoder` does: `<` as it is, backspace and form
  /// feed as `\b` and `\f`.
  static func quote(_ text: String, into output: inout String, forEncoder: Bool = false) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}" where forEncoder: output += "\\b"
      case "\u{0C}" where forEncoder: output += "\\f"
      case "<" where !forEncoder: output += "\\u003c"  // safe inside an HTML <script> element
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
