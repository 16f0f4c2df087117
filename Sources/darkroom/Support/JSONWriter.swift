/// Builds one JSON object as text, without Foundation: keys in the order they are added.
///
/// ```swift
/// var json = JSONWriter()
/// json["same"] = .bool(true)
/// json["regions"] = .array([])
/// Output.print(json.text)    // {"same":true,"regions":[]}
/// ```
struct JSONWriter {
  indirect enum Value {
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case null
    case array([Value])
    case object([(String, Value)])
  }

  private var fields: [(String, Value)] = []

  subscript(key: String) -> Value? {
    get { fields.first { $0.0 == key }?.1 }
    set {
      fields.removeAll { $0.0 == key }
      if let newValue { fields.append((key, newValue)) }
    }
  }

  var text: String { JSONWriter.render(.object(fields)) }

  private static func render(_ value: Value) -> String {
    switch value {
    case .bool(let flag): flag ? "true" : "false"
    case .int(let number): String(number)
    case .number(let number): number.isFinite ? String(describing: number) : "null"
    case .string(let text): quote(text)
    case .null: "null"
    case .array(let items): "[" + items.map(render).joined(separator: ",") + "]"
    case .object(let fields): "{" + fields.map { quote($0.0) + ":" + render($0.1) }.joined(separator: ",") + "}"
    }
  }

  private static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
