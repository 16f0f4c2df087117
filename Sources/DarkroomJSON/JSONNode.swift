/// A JSON value that remembers where it was written, so errors about it can name the line
/// and column as well as the path of member names.
///
/// ```swift
/// let root = try JSONParser.parse(Array(#"{"strings": {}}"#.utf8))
/// if case .object(let members) = root.value { print(members[0].key, members[0].keyPosition) }
/// // strings line 1, column 2
/// ```
public struct JSONNode: Sendable {
  /// A JSON value whose parts are nodes.
  public enum Value: Sendable {
    /// Members in the order written. Keys are unique: the parser rejects duplicates.
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// `an object`, `a string`…: for messages that say what was found instead.
    public var kindDescription: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .bool: "true or false"
      case .null: "null"
      }
    }
  }

  public let value: Value
  /// Where the value starts.
  public let position: TextPosition

  public init(value: Value, position: TextPosition) {
    self.value = value
    self.position = position
  }
}

/// One member of an object: its key, where the key is, and its value.
public struct JSONMember: Sendable {
  public let key: String
  public let keyPosition: TextPosition
  public let node: JSONNode

  public init(key: String, keyPosition: TextPosition, node: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.node = node
  }
}

/// A line and column, both counted from 1; columns count Unicode scalars.
///
/// ```swift
/// TextPosition(line: 3, column: 7).description   // "line 3, column 7"
/// ```
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "line \(line), column \(column)" }
}
