import DarkroomFiles

/// What the baselines were recorded with, written beside them as `manifest.json` and checked
/// before any comparison: the environment (Darkroom's and the renderer's versions, the Swift
/// version, the font packages and the font files' hashes, each device's screen) and the
/// matrix (every state recorded, with its image size).
///
/// ```swift
/// let recorded = try RunManifest.read(from: "Baselines/manifest.json")
/// if let mismatch = recorded.mismatch(with: current) { print(mismatch) }
/// ```
public struct RunManifest: Sendable, Equatable {
  public static let schema = "darkroom-run-manifest/1"

  /// A state the baselines hold.
  public struct RecordedState: Sendable, Equatable {
    public var id: String
    public var file: String
    public var width: Int
    public var height: Int

    public init(id: String, file: String, width: Int, height: Int) {
      self.id = id
      self.file = file
      self.width = width
      self.height = height
    }
  }

  /// The run's name.
  public var run: String
  /// The environment, one entry a line: `darkroom`, `swift`, `renderer.cairo`,
  /// `font-package.fonts-inter`, `font-file.<path>`, `device.<name>`, …, in a fixed order.
  public var environment: [(String, String)]
  public var axes: [RunAxisValues]
  public var states: [RecordedState]

  public init(run: String, environment: [(String, String)], axes: [RunAxisValues], states: [RecordedState]) {
    self.run = run
    self.environment = environment
    self.axes = axes
    self.states = states
  }

  public static func == (a: RunManifest, b: RunManifest) -> Bool {
    a.run == b.run && a.environment.map(\.0) == b.environment.map(\.0) && a.environment.map(\.1) == b.environment.map(\.1)
      && a.axes == b.axes && a.states == b.states
  }

  /// The differences in the environment between the baselines (`self`) and this machine, one
  /// line each; `nil` when there are none. The matrix may differ: added states are new and
  /// removed ones are listed, as the report shows; so a device only on one side is not a
  /// difference, while a device whose screen changed is.
  public func mismatch(with current: RunManifest) -> String? {
    var lines: [String] = []
    let recorded = Dictionary(environment, uniquingKeysWith: { first, _ in first })
    let now = Dictionary(current.environment, uniquingKeysWith: { first, _ in first })
    for (key, value) in environment {
      if let other = now[key] {
        if other != value { lines.append("\(key): recorded with \(value), now \(other)") }
      } else if !key.hasPrefix("device.") {
        lines.append("\(key): recorded with \(value), absent now")
      }
    }
    for (key, value) in current.environment where recorded[key] == nil && !key.hasPrefix("device.") {
      lines.append("\(key): not in the recording, now \(value)")
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The recorded state with this id.
  public func state(_ id: String) -> RecordedState? {
    states.first { $0.id == id }
  }
}

extension RunManifest {
  public var json: JSONValue {
    .object([
      ("schema", .string(RunManifest.schema)),
      ("run", .string(run)),
      ("environment", .object(environment.map { ($0.0, .string($0.1)) })),
      ("axes", .array(axes.map { .object([("name", .string($0.axis.rawValue)), ("values", .array($0.values.map { .string($0) }))]) })),
      ("states", .array(states.map { .object([("id", .string($0.id)), ("file", .string($0.file)), ("width", .int($0.width)), ("height", .int($0.height))]) })),
    ])
  }

  /// Reads a manifest.
  ///
  /// - Throws: ``RunInputError`` naming the file when it cannot be read or is not a manifest.
  public static func read(from path: String) throws(RunInputError) -> RunManifest {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch {
      throw RunInputError("cannot read the baselines' manifest \(path) (\(error.reason)); record the baselines with darkroom run record")
    }
    let value: JSONValue
    do { value = try JSONValue.parse(bytes, source: path) } catch { throw RunInputError(error.description) }
    return try RunManifest(json: value, source: path)
  }

  init(json value: JSONValue, source: String) throws(RunInputError) {
    let bad = RunInputError("\(source) is not a darkroom run manifest (\(RunManifest.schema)); record the baselines again with darkroom run record")
    guard value["schema"]?.string == RunManifest.schema, let run = value["run"]?.string,
      let environment = value["environment"]?.fields, let axes = value["axes"]?.array, let states = value["states"]?.array
    else { throw bad }
    var pairs: [(String, String)] = []
    for (key, item) in environment {
      guard let text = item.string else { throw bad }
      pairs.append((key, text))
    }
    var axisValues: [RunAxisValues] = []
    for item in axes {
      guard let name = item["name"]?.string, let axis = RunAxis(rawValue: name), let values = item["values"]?.array else { throw bad }
      axisValues.append(RunAxisValues(axis, values.compactMap(\.string)))
    }
    var recorded: [RecordedState] = []
    for item in states {
      guard let id = item["id"]?.string, let file = item["file"]?.string, let width = item["width"]?.int,
        let height = item["height"]?.int, !file.isEmpty, !file.hasPrefix("."), !file.contains("/"), !file.contains("\\")
      else { throw bad }
      recorded.append(RecordedState(id: id, file: file, width: width, height: height))
    }
    self.init(run: run, environment: pairs, axes: axisValues, states: recorded)
  }
}
