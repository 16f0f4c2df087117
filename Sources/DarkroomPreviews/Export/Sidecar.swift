import DarkroomUI
import Foundation

/// The JSON written beside each exported image, in the schema review services such as
/// Sentry Snapshots read (as SnapshotPreviews writes it): snake_case keys, sorted, pretty,
/// with absent values left out.
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

  /// The sidecar of one rendered preview.
  public static func make(
    for preview: PreviewSnapshot, preferences: SnapshotPreferences, preferredColorScheme: ColorScheme?,
    device: PreviewDeviceSpec, testName: String
  ) -> Sidecar {
    var previewContext: [String: SnapshotContextValue] = ["index": .int(preview.index)]
    if let name = preview.attributes.displayName { previewContext["display_name"] = .string(name) }
    if case .provider(let typeName) = preview.container {
      previewContext["container_type_name"] = .string("\(preview.module).\(typeName)")
      previewContext["container_display_name"] = .string(containerDisplayName(typeName))
    }
    if let scheme = preferredColorScheme { previewContext["preferred_color_scheme"] = .string(scheme == .dark ? "dark" : "light") }
    if let orientation = preview.orientation { previewContext["orientation"] = .string(orientation.name) }
    if let line = preview.line { previewContext["line"] = .int(line) }
    var simulator: [String: SnapshotContextValue] = ["device_name": .string(device.name)]
    if let model = device.modelIdentifier { simulator["model_identifier"] = .string(model) }
    var context: [String: SnapshotContextValue] = [
      "test_name": .string(testName), "accessibility_enabled": .bool(preferences.accessibility ?? false),
      "simulator": .object(simulator), "preview": .object(previewContext),
    ]
    if let mode = preferences.renderingMode { context["rendering_mode"] = .string(mode.rawValue) }
    context = SnapshotContextValue.merge(context, preferences.additionalContext)

    var group = preview.containerName
    switch preferences.group {
    case .named(let name) where !name.allSatisfy(\.isWhitespace): group = name
    case .module: group = preview.module
    default: break
    }
    let threshold = preferences.diffThreshold ?? preferences.precision.map { ((1 - Double($0)) * 1e6).rounded() / 1e6 }
    return Sidecar(
      displayName: preview.displayName ?? preview.name, group: group, diffThreshold: threshold,
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

  /// The JSON text: pretty, sorted keys, a newline at the end.
  public func json() -> String {
    var object: [String: SnapshotContextValue] = [
      "display_name": .string(displayName), "group": .string(group), "context": .object(context),
    ]
    if let diffThreshold { object["diff_threshold"] = .double(diffThreshold) }
    if let tags { object["tags"] = .object(tags.mapValues { .string($0) }) }
    if let canvasTheme { object["canvas_theme"] = .string(canvasTheme.rawValue) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(SidecarValue.object(object))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// A context value as JSON.
enum SidecarValue: Encodable {
  case value(SnapshotContextValue)
  static func object(_ object: [String: SnapshotContextValue]) -> SidecarValue { .value(.object(object)) }

  func encode(to encoder: any Encoder) throws {
    guard case .value(let value) = self else { return }
    var container = encoder.singleValueContainer()
    switch value {
    case .string(let text): try container.encode(text)
    case .int(let number): try container.encode(number)
    case .double(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .object(let object): try container.encode(object.mapValues { SidecarValue.value($0) })
    }
  }
}
