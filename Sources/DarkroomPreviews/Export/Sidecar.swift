import DarkroomJSON
import DarkroomUI

/// The JSON written beside each exported image, in the schema review services such as
/// Sentry Snapshots read, byte for byte as SnapshotPreviews writes it (Foundation's
/// `JSONEncoder`, pretty, sorted keys): snake_case keys, absent values left out.
///
/// ```json
/// {
///   "context" : { "accessibility_enabled" : false, "preview" : { "index" : 0 }, "test_name" : "Previews" },
///   "display_name" : "Paid",
///   "group" : "Receipts/ReceiptCard.swift"
/// }
/// ```
public struct Sidecar: Sendable, Equatable {
  public var displayName: String
  public var group: String
  public var diffThreshold: Double?
  public var tags: [String: String]?
  public var canvasTheme: SnapshotCanvasTheme?
  /// `test_name`, `accessibility_enabled`, `simulator`, `preview`, then the custom keys.
  public var context: [String: SnapshotContextValue]

  /// What a sidecar says about the preview itself.
  public struct PreviewFacts: Sendable {
    public var index: Int
    /// The sidecar's `display_name`.
    public var name: String
    /// The group when no modifier sets one.
    public var defaultGroup: String
    public var module: String
    /// The child's own `.previewDisplayName`.
    public var childDisplayName: String?
    public var containerTypeName: String?
    public var containerDisplayName: String?
    public var orientation: InterfaceOrientation?
    public var line: Int?

    public init(
      index: Int, name: String, defaultGroup: String, module: String, childDisplayName: String? = nil,
      containerTypeName: String? = nil, containerDisplayName: String? = nil, orientation: InterfaceOrientation? = nil,
      line: Int? = nil
    ) {
      self.index = index
      self.name = name
      self.defaultGroup = defaultGroup
      self.module = module
      self.childDisplayName = childDisplayName
      self.containerTypeName = containerTypeName
      self.containerDisplayName = containerDisplayName
      self.orientation = orientation
      self.line = line
    }

    /// The facts of a discovered preview.
    public init(_ preview: PreviewSnapshot) {
      var typeName: String?
      if case .provider(let name) = preview.container { typeName = name }
      self.init(
        index: preview.index, name: preview.displayName ?? preview.name, defaultGroup: preview.containerName,
        module: preview.module, childDisplayName: preview.attributes.displayName,
        containerTypeName: typeName.map { "\(preview.module).\($0)" },
        containerDisplayName: typeName.map(Sidecar.containerDisplayName), orientation: preview.orientation,
        line: preview.line)
    }
  }

  /// The sidecar of one rendered preview.
  public static func make(
    for preview: PreviewSnapshot, preferences: SnapshotPreferences, preferredColorScheme: ColorScheme?,
    device: PreviewDeviceSpec, testName: String
  ) -> Sidecar {
    make(
      facts: PreviewFacts(preview), preferences: preferences, preferredColorScheme: preferredColorScheme, device: device,
      testName: testName)
  }

  /// The sidecar of a rendered preview described by `facts`.
  ///
  /// ```swift
  /// let result = try PreviewRendering.render(AnyView(MapPreview()), layout: nil, device: .iPhone15)
  /// let sidecar = Sidecar.make(
  ///   facts: .init(index: 0, name: "Map", defaultGroup: "Maps/Map.swift", module: "Maps"),
  ///   preferences: result.preferences, preferredColorScheme: result.preferredColorScheme,
  ///   device: .iPhone15, testName: "MapPreviewTests")
  /// ```
  public static func make(
    facts: PreviewFacts, preferences: SnapshotPreferences, preferredColorScheme: ColorScheme?,
    device: PreviewDeviceSpec, testName: String
  ) -> Sidecar {
    var previewContext: [String: SnapshotContextValue] = ["index": .int(facts.index)]
    if let name = facts.childDisplayName { previewContext["display_name"] = .string(name) }
    if let name = facts.containerTypeName { previewContext["container_type_name"] = .string(name) }
    if let name = facts.containerDisplayName { previewContext["container_display_name"] = .string(name) }
    if let scheme = preferredColorScheme { previewContext["preferred_color_scheme"] = .string(scheme == .dark ? "dark" : "light") }
    if let orientation = facts.orientation { previewContext["orientation"] = .string(orientation.name) }
    if let line = facts.line { previewContext["line"] = .int(line) }
    var simulator: [String: SnapshotContextValue] = ["device_name": .string(device.name)]
    if let model = device.modelIdentifier { simulator["model_identifier"] = .string(model) }
    var context: [String: SnapshotContextValue] = [
      "test_name": .string(testName), "accessibility_enabled": .bool(preferences.accessibility ?? false),
      "simulator": .object(simulator), "preview": .object(previewContext),
    ]
    if let mode = preferences.renderingMode { context["rendering_mode"] = .string(mode.rawValue) }
    context = SnapshotContextValue.merge(context, preferences.additionalContext)

    var group = facts.defaultGroup
    switch preferences.group {
    case .named(let name) where !name.allSatisfy(\.isWhitespace): group = name
    case .module: group = facts.module
    default: break
    }
    let threshold = preferences.diffThreshold ?? preferences.precision.map { ((1 - Double($0)) * 1e6).rounded() / 1e6 }
    return Sidecar(
      displayName: facts.name, group: group, diffThreshold: threshold,
      tags: preferences.tags.isEmpty ? nil : preferences.tags, canvasTheme: preferences.canvasTheme, context: context)
  }

  /// A provider's type name without the conventional `_Previews` or `Previews` suffix.
  static func containerDisplayName(_ typeName: String) -> String {
    let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
    for suffix in ["_Previews", "Previews", "_Preview"] where last.hasSuffix(suffix) && last.count > suffix.count {
      return String(last.dropLast(suffix.count))
    }
    return last
  }

  /// The JSON text: pretty in `JSONEncoder`'s layout, keys sorted by their UTF-8 bytes, a
  /// newline at the end.
  public func json() -> String {
    var object: [String: SnapshotContextValue] = [
      "display_name": .string(displayName), "group": .string(group), "context": .object(context),
    ]
    if let diffThreshold { object["diff_threshold"] = .double(diffThreshold) }
    if let tags { object["tags"] = .object(tags.mapValues { .string($0) }) }
    if let canvasTheme { object["canvas_theme"] = .string(canvasTheme.rawValue) }
    return Sidecar.jsonValue(.object(object)).text(.encoderPretty) + "\n"
  }

  /// A context value as JSON, every object's keys sorted.
  static func jsonValue(_ value: SnapshotContextValue) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .int(let number): .int(number)
    case .double(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .object(let members):
      .object(
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, jsonValue($0.value)) })
    }
  }
}
