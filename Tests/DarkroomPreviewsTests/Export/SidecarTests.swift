@testable import DarkroomPreviews
import DarkroomUI
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
}
