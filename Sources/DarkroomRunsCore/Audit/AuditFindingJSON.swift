import DarkroomAudit
import DarkroomLint

/// An audit finding as `summary.json` lists it under a state's `audit`, with its box in the
/// state's image pixels (whole numbers, so the report can draw it over the image).
///
/// ```swift
/// let finding = AuditFinding(
///   check: .hitRegion, label: "Close", box: LintBox(x: 1050, y: 180, width: 72, height: 72), message: "…")
/// print(finding.json.text())   // {"check":"hitRegion","label":"Close","identifier":null,…}
/// ```
extension AuditFinding {
  public var json: JSONValue {
    .object([
      ("check", .string(check.rawValue)),
      ("label", .string(label)),
      ("identifier", identifier.map { .string($0) } ?? .null),
      ("message", .string(message)),
      ("box", .object([("x", .number(box.x.rounded())), ("y", .number(box.y.rounded())), ("width", .number(box.width.rounded())), ("height", .number(box.height.rounded()))])),
    ])
  }

  init(json item: JSONValue, reader: SummaryReader) throws(RunInputError) {
    guard let box = item["box"] else { throw reader.wrong("audit", "a finding without a box") }
    let name = try reader.string(item, "check")
    guard let check = AuditCheck(rawValue: name) else {
      throw reader.wrong(
        "audit", "the unknown check '\(name)' (known: \(AuditCheck.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    self.init(
      check: check, label: try reader.string(item, "label"), identifier: item["identifier"]?.string,
      box: LintBox(
        x: Double(try reader.int(box, "x")), y: Double(try reader.int(box, "y")),
        width: Double(try reader.int(box, "width")), height: Double(try reader.int(box, "height"))),
      message: try reader.string(item, "message"))
  }
}

extension AuditException {
  /// The exception as `summary.json` lists it under `audit.ignored`.
  public var json: JSONValue {
    switch target {
    case .check(let check): .object([("check", .string(check.rawValue)), ("reason", .string(reason))])
    case .element(let name): .object([("element", .string(name)), ("reason", .string(reason))])
    }
  }

  init(json item: JSONValue, reader: SummaryReader) throws(RunInputError) {
    let reason = try reader.string(item, "reason")
    if let name = item["check"]?.string {
      guard let check = AuditCheck(rawValue: name) else { throw reader.wrong("audit", "an exception for the unknown check '\(name)'") }
      self.init(.check(check), reason: reason)
    } else {
      self.init(.element(try reader.string(item, "element")), reason: reason)
    }
  }
}
