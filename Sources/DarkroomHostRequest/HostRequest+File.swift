import DarkroomFiles
import DarkroomPixels
import DarkroomRunsCore

extension HostRequest {
  /// The request as its file holds it.
  public var json: JSONValue {
    .object([
      ("format", .int(HostRequest.formatVersion)), ("job", .string(job.rawValue)), ("result", .string(resultFile)),
      ("progress", .bool(showsProgress)), ("isolated", .bool(isolated)), ("previews", previews.json), ("run", run.json),
      ("screenshots", screenshots.json),
    ])
  }

  /// Writes the request where the test binary will read it, in one step.
  public func write(to path: String) throws(HostFileError) {
    do { try FileBytes.writeAtomically(Array(json.text(pretty: true).utf8), to: path, creatingFolder: true) } catch {
      throw HostFileError("could not write the request file \(path): \(error.reason)")
    }
  }

  /// Reads a request file the tool wrote.
  ///
  /// - Throws: ``HostFileError`` naming the file, and the member whose value is wrong.
  public static func read(from path: String) throws(HostFileError) -> HostRequest {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch {
      throw HostFileError("could not read the request file \(path) (\(HostRequest.environmentKey)): \(error.reason)")
    }
    return try HostRequest(bytes: bytes, file: path)
  }

  /// Reads a request from the bytes of `file`.
  public init(bytes: [UInt8], file: String) throws(HostFileError) {
    let reader = HostFileReader(file: file)
    let root = try reader.root(bytes, version: HostRequest.formatVersion)
    let jobName = try reader.string(root, "job")
    guard let job = Job(rawValue: jobName) else {
      throw reader.wrong("job", Job.allCases.map(\.rawValue).joined(separator: ", ") + " (not '\(jobName)')")
    }
    self.init(job: job, resultFile: try reader.string(root, "result"))
    showsProgress = try reader.bool(root, "progress", default: true)
    isolated = try reader.bool(root, "isolated", default: true)
    previews = try Previews(json: try reader.object(root, "previews"), reader: reader)
    run = try Run(json: try reader.object(root, "run"), reader: reader)
    screenshots = try Screenshots(json: try reader.object(root, "screenshots"), reader: reader)
  }
}

extension HostRequest.Previews {
  var json: JSONValue {
    .object([
      ("output", output.map { .string($0) } ?? .null), ("modules", .array(modules.map { .string($0) })),
      ("excludedModules", .array(excludedModules.map { .string($0) })), ("included", .array(included.map { .string($0) })),
      ("excluded", .array(excluded.map { .string($0) })), ("device", device.map { .string($0) } ?? .null),
      ("gallery", .bool(gallery)),
    ])
  }

  init(json value: JSONValue, reader: HostFileReader) throws(HostFileError) {
    self.init()
    output = try reader.optionalString(value, "output")
    modules = try reader.strings(value, "modules")
    excludedModules = try reader.strings(value, "excludedModules")
    included = try reader.strings(value, "included")
    excluded = try reader.strings(value, "excluded")
    device = try reader.optionalString(value, "device")
    gallery = try reader.bool(value, "gallery", default: true)
  }
}

extension HostRequest.Run {
  var json: JSONValue {
    .object([
      ("matrix", matrix.map { .string($0) } ?? .null), ("configuration", configuration.map { .string($0) } ?? .null),
      ("baselines", .string(baselines)), ("report", .string(report)), ("comparison", comparison.json),
      ("shard", shard.map { .string($0.description) } ?? .null), ("lint", .string(lint.rawValue)),
      ("audit", .string(audit.rawValue)),
    ])
  }

  init(json value: JSONValue, reader: HostFileReader) throws(HostFileError) {
    self.init()
    matrix = try reader.optionalString(value, "matrix")
    configuration = try reader.optionalString(value, "configuration")
    baselines = try reader.optionalString(value, "baselines") ?? baselines
    report = try reader.optionalString(value, "report") ?? report
    if let comparison = value["comparison"] { self.comparison = try ComparisonOptions(json: comparison, reader: reader) }
    if let text = try reader.optionalString(value, "shard") {
      do { shard = try ShardSpec(parsing: text) } catch { throw reader.wrong("shard", "i/n with 1 ≤ i ≤ n") }
    }
    if let text = try reader.optionalString(value, "lint") {
      guard let policy = LintPolicy(rawValue: text) else { throw reader.wrong("lint", "off, report or fail") }
      lint = policy
    }
    if let text = try reader.optionalString(value, "audit") {
      guard let policy = AuditPolicy(rawValue: text) else { throw reader.wrong("audit", "off, report or fail") }
      audit = policy
    }
  }
}

extension HostRequest.Screenshots {
  var json: JSONValue {
    .object([
      ("output", .string(output)), ("sizes", .array(sizes.map { .string($0) })),
      ("screens", .array(screens.map { .string($0) })), ("languages", .array(languages.map { .string($0) })),
      ("framed", framed.map { .bool($0) } ?? .null),
    ])
  }

  init(json value: JSONValue, reader: HostFileReader) throws(HostFileError) {
    self.init()
    output = try reader.optionalString(value, "output") ?? output
    sizes = try reader.strings(value, "sizes")
    screens = try reader.strings(value, "screens")
    languages = try reader.strings(value, "languages")
    framed = try reader.optionalBool(value, "framed")
  }
}
