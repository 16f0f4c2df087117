import DarkroomLint

/// A lint finding as `summary.json` lists it under a state's `lint`, with its box in the
/// state's image pixels (whole numbers, so the report can draw it over the image).
///
/// ```swift
/// let finding = LintFinding(
///   rule: .truncated, text: "Jetzt loslegen und …", key: "Get Started",
///   box: LintBox(x: 96, y: 2010, width: 420, height: 66), message: "…")
/// print(finding.json.text())   // {"rule":"truncated","text":"Jetzt loslegen und …",…}
/// ```
extension LintFinding {
  public var json: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("rule", .string(rule.rawValue)),
      ("text", .string(text)),
      ("key", key.map { .string($0) } ?? .null),
    ]
    if let table { fields.append(("table", .string(table))) }
    fields += [
      ("message", .string(message)),
      ("box", .object([("x", .number(box.x.rounded())), ("y", .number(box.y.rounded())), ("width", .number(box.width.rounded())), ("height", .number(box.height.rounded()))])),
    ]
    return .object(fields)
  }

  init(json item: JSONValue, reader: SummaryReader) throws(RunInputError) {
    guard let box = item["box"] else { throw reader.wrong("lint", "an issue without a box") }
    let name = try reader.string(item, "rule")
    guard let rule = LintRule(rawValue: name) else {
      throw reader.wrong(
        "lint", "the unknown rule '\(name)' (known: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    self.init(
      rule: rule, text: try reader.string(item, "text"), key: item["key"]?.string, table: item["table"]?.string,
      box: LintBox(
        x: Double(try reader.int(box, "x")), y: Double(try reader.int(box, "y")),
        width: Double(try reader.int(box, "width")), height: Double(try reader.int(box, "height"))),
      message: try reader.string(item, "message"))
  }
}
