@testable import DarkroomPreviews
import DarkroomUI
import Foundation
import Testing

/// The map screen of the sidecar schema's documented example.
private struct MapPreview: View {
  var body: some View {
    Text("Route").padding(20).preferredColorScheme(.dark)
  }
}

@Suite struct SidecarTests {
  /// The example's preview, its modifiers read back through preferences after layout, gives
  /// the example's sidecar byte for byte (keys sorted, pretty, absent values left out).
  @Test func theDocumentedMapExample() throws {
    let view = MapPreview()
      .snapshotTags(["screen": "map"])
      .snapshotAdditionalContext(["fixture": "city-route"])
      .snapshotGroup("Navigation")
      .snapshotDiffThreshold(0.05)
      .snapshotCanvasTheme(.dark)
    let result = try PreviewRendering.render(AnyView(view), layout: nil, device: .iPhone15, draw: false)
    let sidecar = Sidecar.make(
      facts: .init(index: 0, name: "Map", defaultGroup: "Maps/MapPreview.swift", module: "Maps"),
      preferences: result.preferences, preferredColorScheme: result.preferredColorScheme,
      device: PreviewDeviceSpec(name: "iPhone 15", modelIdentifier: nil, config: .iPhone15), testName: "MapPreviewTests")
    #expect(
      sidecar.json() == """
        {
          "canvas_theme" : "dark",
          "context" : {
            "accessibility_enabled" : false,
            "fixture" : "city-route",
            "preview" : {
              "index" : 0,
              "preferred_color_scheme" : "dark"
            },
            "simulator" : {
              "device_name" : "iPhone 15"
            },
            "test_name" : "MapPreviewTests"
          },
          "diff_threshold" : 0.05,
          "display_name" : "Map",
          "group" : "Navigation",
          "tags" : {
            "screen" : "map"
          }
        }

        """)
  }

  @Test func modifiersMergeLaterWinsAndBlankGroupFallsBack() throws {
    let view = Text("A")
      .snapshotTags(["a": "1", "b": "1"])
      .snapshotAdditionalContext(["test_name": "custom", "nested": ["x": 1]])
      .snapshotGroup("   ")
      .snapshotTags(["b": "2"])
      .snapshotAdditionalContext(["nested": ["y": true]])
      .snapshotPrecision(0.98)
      .snapshotAccessibility(true)
      .snapshotRenderingMode(.window)
    let result = try PreviewRendering.render(AnyView(view), layout: .sizeThatFits, device: .iPhone15, draw: false)
    #expect(result.preferences.tags == ["a": "1", "b": "2"])
    let sidecar = Sidecar.make(
      facts: .init(index: 2, name: "A", defaultGroup: "M/File.swift", module: "M", line: 7), preferences: result.preferences,
      preferredColorScheme: nil, device: .iPhone15, testName: "T")
    #expect(sidecar.group == "M/File.swift")
    #expect(sidecar.diffThreshold == 0.02)
    #expect(sidecar.context["test_name"] == "custom")
    #expect(sidecar.context["nested"] == ["x": 1, "y": true])
    #expect(sidecar.context["accessibility_enabled"] == true)
    #expect(sidecar.context["rendering_mode"] == "window")
    #expect(sidecar.context["simulator"] == ["device_name": "iPhone 15", "model_identifier": "iPhone15,4"])
    #expect(sidecar.context["preview"] == ["index": 2, "line": 7])
  }

  @Test func moduleGroupAndProviderFacts() throws {
    let preview = try #require(
      PreviewCatalog.discover(filter: try PreviewFilter(include: ["Variants_Previews:Greeting, Dark"])).snapshots.first)
    let result = try PreviewRendering.render(preview.makeView(), layout: preview.layout, device: .iPhone15, draw: false)
    var preferences = result.preferences
    preferences.group = .module
    let sidecar = Sidecar.make(
      for: preview, preferences: preferences, preferredColorScheme: result.preferredColorScheme, device: .iPhone15,
      testName: "T")
    #expect(sidecar.group == "PreviewFixtureScreens")
    #expect(sidecar.displayName == "Greeting, Dark")
    #expect(
      sidecar.context["preview"] == [
        "index": 1, "display_name": "Greeting, Dark", "container_type_name": "PreviewFixtureScreens.Settings.Variants_Previews",
        "container_display_name": "Variants", "preferred_color_scheme": "dark",
      ])
  }

  /// The text is Foundation's `JSONEncoder` text (pretty, sorted keys, slashes as they are) to
  /// the byte, for the values that JSON writes differently: empty objects, `<`, `/`, control
  /// characters, non-ASCII, long fractions, and keys that sort by case and punctuation.
  @Test func theTextIsJSONEncodersByteForByte() throws {
    let context: [String: SnapshotContextValue] = [
      "test_name": "T <b> a/b \u{08}\u{0C}\u{1F} é 日本", "empty": .object([:]), "nested": ["B": 1, "_z": 2.5, "a10": true, "a2": "x"],
      "Zeta": 0.30000000000000004, "aB": -7, "a_b": 1e-7,
    ]
    let sidecar = Sidecar(
      displayName: "Map, Dark", group: "Maps/Map.swift", diffThreshold: 0.02, tags: ["screen": "map", "Kind": "a\"b"],
      canvasTheme: .dark, context: context)
    let object: [String: EncodedValue] = [
      "display_name": .string(sidecar.displayName), "group": .string(sidecar.group), "context": .init(.object(context)),
      "diff_threshold": .double(0.02), "tags": .object(["screen": .string("map"), "Kind": .string("a\"b")]),
      "canvas_theme": .string("dark"),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let expected = String(decoding: try encoder.encode(EncodedValue.object(object)), as: UTF8.self) + "\n"
    #expect(sidecar.json() == expected)
  }
}

/// A sidecar value written by Foundation, the reference the sidecar's own writer is held to.
private indirect enum EncodedValue: Encodable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case object([String: EncodedValue])

  init(_ value: SnapshotContextValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .int(let number): self = .int(number)
    case .double(let number): self = .double(number)
    case .bool(let flag): self = .bool(flag)
    case .object(let members): self = .object(members.mapValues(EncodedValue.init))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let text): try container.encode(text)
    case .int(let number): try container.encode(number)
    case .double(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .object(let members): try container.encode(members)
    }
  }
}
