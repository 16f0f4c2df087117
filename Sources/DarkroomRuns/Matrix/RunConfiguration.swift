import DarkroomRunsCore
import DarkroomUI

/// A small JSON file that picks the run and sets its axes without touching the Swift
/// declaration: a nightly job that adds devices and text sizes, a quick local check in one
/// language. Each key given replaces that axis of the declared matrix; keys left out keep it.
///
/// ```json
/// {
///   "matrix": "shop",
///   "screens": ["paywall", "settings"],
///   "languages": ["en", "ja"],
///   "appearances": ["dark"],
///   "devices": ["iPhone SE (3rd generation)", "iPhone 15 Pro Max"],
///   "textSizes": ["large", "accessibility2"],
///   "layoutDirections": [],
///   "accessibility": ["plain", "overlay"]
/// }
/// ```
///
/// ```swift
/// let configuration = try RunConfiguration.read(from: "darkroom-run.json")
/// let matrix = try configuration.apply(to: RunDiscovery.matrix(named: configuration.matrix))
/// ```
public struct RunConfiguration: Sendable {
  /// The file it was read from, for errors.
  public var source: String
  /// The run to take, when the package declares several.
  public var matrix: String?
  var screens: [String]?
  var languages: [String]?
  var appearances: [String]?
  var devices: [String]?
  var textSizes: [String]?
  var layoutDirections: [String]?
  var accessibility: [String]?

  static let keys: Set<String> = [
    "matrix", "screens", "languages", "appearances", "devices", "textSizes", "layoutDirections", "accessibility",
  ]

  /// Reads a configuration file.
  ///
  /// - Throws: ``RunInputError`` naming the file, and the key or value at fault.
  public static func read(from path: String) throws(RunInputError) -> RunConfiguration {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch {
      throw RunInputError("cannot read the run configuration \(path) (\(error.reason)); check the --config path")
    }
    let value: JSONValue
    do { value = try JSONValue.parse(bytes, source: path) } catch { throw RunInputError(error.description) }
    return try RunConfiguration(json: value, source: path)
  }

  init(json value: JSONValue, source: String) throws(RunInputError) {
    guard let fields = value.fields else { throw RunInputError("\(source) must hold one JSON object, like {\"languages\": [\"en\", \"ja\"]}") }
    self.source = source
    for (key, _) in fields where !RunConfiguration.keys.contains(key) {
      throw RunInputError("\(source) has the unknown key '\(key)'; use \(RunConfiguration.keys.sorted().joined(separator: ", "))")
    }
    if let name = value["matrix"] {
      guard let text = name.string else { throw RunInputError("\(source): 'matrix' must be a run's name in quotes") }
      matrix = text
    }
    func list(_ key: String) throws(RunInputError) -> [String]? {
      guard let item = value[key] else { return nil }
      guard let items = item.array else { throw RunInputError("\(source): '\(key)' must be a list of names in quotes") }
      var names: [String] = []
      for entry in items {
        guard let name = entry.string else { throw RunInputError("\(source): '\(key)' must be a list of names in quotes") }
        // A name twice would make every state with it twice.
        guard !names.contains(name) else { throw RunInputError("\(source): '\(key)' lists '\(name)' twice; list each once") }
        names.append(name)
      }
      return names
    }
    screens = try list("screens")
    languages = try list("languages")
    appearances = try list("appearances")
    devices = try list("devices")
    textSizes = try list("textSizes")
    layoutDirections = try list("layoutDirections")
    accessibility = try list("accessibility")
  }

  /// The declared matrix with the configured axes.
  ///
  /// - Throws: ``RunInputError`` for a screen the matrix does not declare, or an appearance,
  ///   device, text size, direction or accessibility rendering Darkroom does not know, naming
  ///   the file and the value.
  public func apply(to declared: RunMatrix) throws(RunInputError) -> RunMatrix {
    var matrix = declared
    func unknown(_ key: String, _ value: String, _ known: [String]) -> RunInputError {
      RunInputError("\(source): '\(key)' has '\(value)', which is not one of \(known.joined(separator: ", "))")
    }
    if let screens {
      matrix.screens = try screens.map { (name) throws(RunInputError) -> RunScreen in
        guard let screen = declared.screens.first(where: { $0.name == name }) else {
          throw unknown("screens", name, declared.screens.map(\.name))
        }
        return screen
      }
    }
    if let languages { matrix.languages = languages }
    if let appearances {
      matrix.appearances = try appearances.map { (name) throws(RunInputError) -> ColorScheme in
        guard let scheme = ColorScheme.allCases.first(where: { RunMatrix.name(of: $0) == name }) else {
          throw unknown("appearances", name, ["light", "dark"])
        }
        return scheme
      }
    }
    if let devices {
      matrix.devices = try devices.map { (name) throws(RunInputError) -> PreviewDeviceSpec in
        guard let device = declared.devices.first(where: { $0.name == name }) ?? PreviewDeviceSpec.named(name) else {
          throw unknown("devices", name, PreviewDeviceSpec.all.map(\.name))
        }
        return device
      }
    }
    if let textSizes {
      matrix.textSizes = try textSizes.map { (name) throws(RunInputError) -> DynamicTypeSize in
        guard let size = DynamicTypeSize.allCases.first(where: { String(describing: $0) == name }) else {
          throw unknown("textSizes", name, DynamicTypeSize.allCases.map { String(describing: $0) })
        }
        return size
      }
    }
    if let layoutDirections {
      matrix.layoutDirections = try layoutDirections.map { (name) throws(RunInputError) -> LayoutDirection in
        guard let direction = LayoutDirection.allCases.first(where: { RunMatrix.name(of: $0) == name }) else {
          throw unknown("layoutDirections", name, ["ltr", "rtl"])
        }
        return direction
      }
    }
    if let accessibility {
      matrix.accessibility = try accessibility.map { (name) throws(RunInputError) -> RunAccessibility in
        guard let value = RunAccessibility(rawValue: name) else {
          throw unknown("accessibility", name, RunAccessibility.allCases.map(\.rawValue))
        }
        return value
      }
    }
    var states = 1
    for axis in matrix.axes {
      let (product, overflow) = states.multipliedReportingOverflow(by: axis.values.count)
      states = overflow ? Int.max : product
    }
    guard states <= RunConfiguration.maximumStates else {
      throw RunInputError("\(source) makes a run of \(states) states, more than the \(RunConfiguration.maximumStates) a run takes; list fewer values, or shard the run")
    }
    return matrix
  }

  /// The most states a configured run may have: each is rendered and kept in memory.
  static let maximumStates = 100_000
}
