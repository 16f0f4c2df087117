extension RunSummary {
  /// The summary as `summary.json` holds it (see the README's schema).
  public var json: JSONValue {
    let counts = counts
    return .object([
      ("schema", .string(RunSummary.schema)),
      ("run", .string(run)),
      ("rule", .string(rule)),
      ("passed", .bool(passed)),
      ("lint", .object([("policy", .string(lintPolicy.rawValue)), ("issues", .int(lintCount))])),
      ("audit", .object([
        ("policy", .string(auditPolicy.rawValue)), ("findings", .int(auditCount)),
        ("ignored", .array(auditExceptions.map(\.json))),
      ])),
      ("baselines", .string(baselines)),
      ("shard", shard.map { .object([("index", .int($0.index)), ("count", .int($0.count))]) } ?? .null),
      ("axes", .array(axes.map { .object([("name", .string($0.axis.rawValue)), ("values", .array($0.values.map { .string($0) }))]) })),
      ("counts", .object([("total", .int(results.count))] + StateStatus.allCases.map { ($0.rawValue, .int(counts[$0] ?? 0)) })),
      ("removedStates", .array(removedStates.map { .string($0) })),
      ("states", .array(results.map(\.json))),
    ])
  }

  /// Reads `summary.json`.
  ///
  /// - Throws: ``RunInputError`` naming `source` and the member that is missing or wrong.
  public init(json value: JSONValue, source: String) throws(RunInputError) {
    let reader = SummaryReader(source: source)
    guard value["schema"]?.string == RunSummary.schema else {
      throw RunInputError("\(source) is not a darkroom run summary (its schema is not \(RunSummary.schema)); pass the summary.json of a report written by darkroom run verify")
    }
    let axes = try reader.array(value, "axes").map { (item) throws(RunInputError) -> RunAxisValues in
      let name = try reader.string(item, "name")
      guard let axis = RunAxis(rawValue: name) else { throw reader.wrong("axes", "an unknown axis '\(name)'") }
      return RunAxisValues(axis, try reader.array(item, "values").map { (value) throws(RunInputError) in
        guard let text = value.string else { throw reader.wrong("axes", "a value that is not a string") }
        return text
      })
    }
    self.init(run: try reader.string(value, "run"), rule: try reader.string(value, "rule"), axes: axes, baselines: try reader.string(value, "baselines"))
    if let shard = value["shard"], shard != .null {
      guard let index = shard["index"]?.int, let count = shard["count"]?.int, count >= 1, (1...count).contains(index) else {
        throw reader.wrong("shard", "not an index and count")
      }
      self.shard = ShardSpec(index: index, count: count)
    }
    removedStates = (value["removedStates"]?.array ?? []).compactMap(\.string)
    // Summaries written before the lint existed have none.
    if let policy = value["lint"]?["policy"]?.string {
      guard let known = LintPolicy(rawValue: policy) else { throw reader.wrong("lint", "an unknown policy '\(policy)'") }
      lintPolicy = known
    }
    // Summaries written before the audit existed have none.
    if let audit = value["audit"], let policy = audit["policy"]?.string {
      guard let known = AuditPolicy(rawValue: policy) else { throw reader.wrong("audit", "an unknown policy '\(policy)'") }
      auditPolicy = known
      auditExceptions = try (audit["ignored"]?.array ?? []).map { (item) throws(RunInputError) in
        try AuditException(json: item, reader: reader)
      }
    }
    results = try reader.array(value, "states").map { (item) throws(RunInputError) in try StateResult(json: item, reader: reader) }
  }
}

extension StateResult {
  /// The state as `summary.json` lists it.
  public var json: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("id", .string(state.id)),
      ("index", .int(state.index)),
      ("file", .string(state.fileStem)),
      ("axes", .object(state.values.map { ($0.0.rawValue, .string($0.1)) })),
      ("status", .string(status.rawValue)),
      ("changedPixels", .int(changedPixels)),
      ("changedShare", .number(changedShare)),
      ("width", .int(width)),
      ("height", .int(height)),
    ]
    if let baselineSize {
      fields.append(("baselineSize", .object([("width", .int(baselineSize.width)), ("height", .int(baselineSize.height))])))
    }
    fields.append(("regions", .array(regions.map { .object([("x", .int($0.x)), ("y", .int($0.y)), ("width", .int($0.width)), ("height", .int($0.height)), ("pixels", .int($0.pixels))]) })))
    fields.append(("message", message.map { .string($0) } ?? .null))
    fields.append(("lint", .array(lint.map(\.json))))
    fields.append(("audit", .array(audit.map(\.json))))
    fields.append(("images", .object([
      ("baseline", baselineImage.map { .string($0) } ?? .null),
      ("current", currentImage.map { .string($0) } ?? .null),
      ("diff", diffImage.map { .string($0) } ?? .null),
    ])))
    return .object(fields)
  }

  /// Reads a state as `summary.json` lists it.
  ///
  /// - Throws: ``RunInputError`` naming `source` and the member that is missing or wrong.
  public init(json item: JSONValue, source: String) throws(RunInputError) {
    try self.init(json: item, reader: SummaryReader(source: source))
  }

  init(json item: JSONValue, reader: SummaryReader) throws(RunInputError) {
    guard let axisFields = item["axes"]?.fields else { throw reader.wrong("states", "a state without axes") }
    var values: [(RunAxis, String)] = []
    for (name, value) in axisFields {
      guard let axis = RunAxis(rawValue: name), let text = value.string else { throw reader.wrong("states", "an unknown axis '\(name)'") }
      values.append((axis, text))
    }
    var state = RunState(index: try reader.int(item, "index"), values: values)
    state.fileStem = try reader.string(item, "file")
    // The file name becomes a path in the baselines folder: it must stay inside it.
    guard !state.fileStem.isEmpty, !state.fileStem.hasPrefix("."), !state.fileStem.contains("/"), !state.fileStem.contains("\\") else {
      throw reader.wrong("states", "a file name that is not a plain name ('\(state.fileStem)')")
    }
    guard let status = StateStatus(rawValue: try reader.string(item, "status")) else {
      throw reader.wrong("states", "an unknown status in state \(state.id)")
    }
    self.init(
      state: state, status: status, changedPixels: try reader.int(item, "changedPixels"), width: try reader.int(item, "width"),
      height: try reader.int(item, "height"))
    if let size = item["baselineSize"], let width = size["width"]?.int, let height = size["height"]?.int {
      baselineSize = (width, height)
    }
    regions = try reader.array(item, "regions").map { (region) throws(RunInputError) in
      RegionBox(
        x: try reader.int(region, "x"), y: try reader.int(region, "y"), width: try reader.int(region, "width"),
        height: try reader.int(region, "height"), pixels: try reader.int(region, "pixels"))
    }
    message = item["message"]?.string
    let images = item["images"]
    baselineImage = try reader.imagePath(images?["baseline"]?.string)
    currentImage = try reader.imagePath(images?["current"]?.string)
    diffImage = try reader.imagePath(images?["diff"]?.string)
    lint = try (item["lint"]?.array ?? []).map { (issue) throws(RunInputError) in try LintFinding(json: issue, reader: reader) }
    audit = try (item["audit"]?.array ?? []).map { (finding) throws(RunInputError) in try AuditFinding(json: finding, reader: reader) }
  }
}

/// Reads members of a summary, with errors that name the file and the member.
struct SummaryReader {
  let source: String

  func wrong(_ member: String, _ what: String) -> RunInputError {
    RunInputError("\(source): '\(member)' has \(what); write the report again with darkroom run verify")
  }

  func missing(_ member: String) -> RunInputError {
    RunInputError("\(source) has no valid '\(member)'; write the report again with darkroom run verify")
  }

  func string(_ value: JSONValue, _ key: String) throws(RunInputError) -> String {
    guard let text = value[key]?.string else { throw missing(key) }
    return text
  }

  func int(_ value: JSONValue, _ key: String) throws(RunInputError) -> Int {
    guard let number = value[key]?.int else { throw missing(key) }
    return number
  }

  func array(_ value: JSONValue, _ key: String) throws(RunInputError) -> [JSONValue] {
    guard let items = value[key]?.array else { throw missing(key) }
    return items
  }

  /// An image path must stay inside the report folder.
  func imagePath(_ path: String?) throws(RunInputError) -> String? {
    guard let path else { return nil }
    guard path.hasPrefix("images/"), !path.contains(".."), !path.contains("\\") else {
      throw wrong("images", "a path outside the report's images folder ('\(path)')")
    }
    return path
  }
}
