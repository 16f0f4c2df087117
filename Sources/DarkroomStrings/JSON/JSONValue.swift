/// A JSON value that remembers where it was written, so a catalog's errors can name the line
/// and column as well as the path.
struct JSONNode: Sendable {
  let value: JSONValue
  let position: TextPosition
}

enum JSONValue: Sendable {
  /// Members in the order written. Keys are unique: the parser rejects duplicates.
  case object([JSONMember])
  case array([JSONNode])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// `an object`, `a string`…: for messages that say what was found instead.
  var kindDescription: String {
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

struct JSONMember: Sendable {
  let key: String
  let keyPosition: TextPosition
  let node: JSONNode
}

/// A line and column, both counted from 1; columns count Unicode scalars.
public struct TextPosition: Hashable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "line \(line), column \(column)" }
}
