import DarkroomJSON

/// A JSON tree the mutations edit. Unlike ``JSONValue`` it can hold what a parser must refuse
/// or survive: duplicate keys, number text no `Double` keeps (`1e999`, 40 digits), and
/// escapes that are not characters (`"\ud800"`).
///
/// ```swift
/// let tree = FuzzJSON(try JSONValue.parse(text, source: "seed"))
/// print(tree.text(pretty: false))
/// ```
indirect enum FuzzJSON: Equatable, Sendable {
  /// Text written as it is: numbers, `true`, `false`, `null`, or a string with its quotes.
  case raw(String)
  case string(String)
  case array([FuzzJSON])
  case object([Member])

  struct Member: Equatable, Sendable {
    var key: String
    var value: FuzzJSON
  }

  init(_ value: JSONValue) {
    switch value {
    case .null: self = .raw("null")
    case .bool(let flag): self = .raw(flag ? "true" : "false")
    case .number: self = .raw(value.text())
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(FuzzJSON.init))
    case .object(let fields): self = .object(fields.map { Member(key: $0.0, value: FuzzJSON($0.1)) })
    }
  }

  func text(pretty: Bool) -> String {
    var output = ""
    write(into: &output, pretty: pretty, indent: "")
    return output
  }

  private func write(into output: inout String, pretty: Bool, indent: String) {
    let inner = indent + "  "
    switch self {
    case .raw(let text): output += text
    case .string(let text): Self.quote(text, into: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        if pretty { output += "\n" + inner }
        item.write(into: &output, pretty: pretty, indent: inner)
      }
      output += pretty && !items.isEmpty ? "\n" + indent + "]" : "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        if pretty { output += "\n" + inner }
        Self.quote(member.key, into: &output)
        output += pretty ? " : " : ":"
        member.value.write(into: &output, pretty: pretty, indent: inner)
      }
      output += pretty && !members.isEmpty ? "\n" + indent + "}" : "}"
    }
  }

  private static func quote(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case _ where scalar.value < 0x20: output += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  /// The places of the nodes a mutation may pick, as child indices from the root (the root
  /// is `[]`): the first 5000 in document order, and none deeper than 48 levels, so that
  /// picking stays cheap in the deeply nested trees the mutations make.
  var paths: [[Int]] {
    var result: [[Int]] = []
    collectPaths(prefix: [], into: &result)
    return result
  }

  private func collectPaths(prefix: [Int], into result: inout [[Int]]) {
    guard result.count < 5000 else { return }
    result.append(prefix)
    guard prefix.count < 48 else { return }
    switch self {
    case .array(let items):
      for (index, item) in items.enumerated() { item.collectPaths(prefix: prefix + [index], into: &result) }
    case .object(let members):
      for (index, member) in members.enumerated() { member.value.collectPaths(prefix: prefix + [index], into: &result) }
    default: break
    }
  }

  subscript(path: [Int]) -> FuzzJSON {
    get {
      guard let first = path.first else { return self }
      switch self {
      case .array(let items) where items.indices.contains(first): return items[first][Array(path.dropFirst())]
      case .object(let members) where members.indices.contains(first): return members[first].value[Array(path.dropFirst())]
      default: return self
      }
    }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      switch self {
      case .array(var items) where items.indices.contains(first):
        items[first][Array(path.dropFirst())] = newValue
        self = .array(items)
      case .object(var members) where members.indices.contains(first):
        members[first].value[Array(path.dropFirst())] = newValue
        self = .object(members)
      default: break
      }
    }
  }

  /// Every key in the tree, for renaming keys to ones the reader knows.
  var keys: [String] {
    switch self {
    case .array(let items): items.flatMap(\.keys)
    case .object(let members): members.flatMap { [$0.key] + $0.value.keys }
    default: []
    }
  }
}
