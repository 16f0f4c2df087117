/// JSON text is not valid: the file (or value) and where reading stopped.
///
/// ```swift
/// do { _ = try JSONValue.parse("{", source: "summary.json") } catch { print(error) }
/// // summary.json is not valid JSON (at line 1, column 2: the file ends where …); …
/// ```
public struct JSONError: Error, Equatable, CustomStringConvertible {
  /// The file or value the text came from.
  public var source: String
  /// Where reading stopped.
  public var position: TextPosition
  /// The member names from the root to where reading stopped.
  public var path: [String]
  public var reason: String

  public var description: String {
    let member = path.isEmpty ? "" : " in " + path.joined(separator: " › ")
    return "\(source) is not valid JSON (at \(position)\(member): \(reason)); it may be truncated or edited by hand. "
      + "Write it again with darkroom, or restore it from version control."
  }
}

extension JSONValue {
  /// Reads JSON text with the package's one strict parser: duplicate keys, trailing text and
  /// nesting past 200 levels are errors.
  ///
  /// ```swift
  /// let summary = try JSONValue.parse(bytes, source: "report/summary.json")
  /// ```
  /// - Throws: ``JSONError`` naming `source` and the line and column of the first error.
  public static func parse(_ bytes: [UInt8], source: String) throws(JSONError) -> JSONValue {
    do {
      return JSONValue(try JSONParser.parse(bytes))
    } catch {
      throw JSONError(source: source, position: error.position, path: error.path, reason: error.message)
    }
  }

  /// Reads JSON text from a string.
  public static func parse(_ text: String, source: String) throws(JSONError) -> JSONValue {
    try parse(Array(text.utf8), source: source)
  }

  /// The value of a parsed node, without positions.
  init(_ node: JSONNode) {
    switch node.value {
    case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.node)) })
    case .array(let items): self = .array(items.map(JSONValue.init))
    case .string(let text): self = .string(text)
    case .number(let number): self = .number(number)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    }
  }
}
