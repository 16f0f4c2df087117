import DarkroomRuns
import DarkroomRunsCore
import DarkroomUI
import Foundation
import Testing

/// The accessibility axis: plain states named as without it, overlay states beside them, narrowed
/// to a few states, set from a configuration file, and drawn with the overlay.
@MainActor @Suite struct RunAccessibilityTests {
  private func matrix(_ accessibility: [RunAccessibility]) -> RunMatrix {
    RunMatrix(
      "cards",
      screens: [RunScreen("greeting", layout: .sizeThatFits) { Text("Hello").padding() }],
      languages: ["en", "ja"], accessibility: accessibility)
  }

  @Test func overlayStatesFollowThePlainOnesWhichKeepTheirNames() {
    #expect(matrix([.plain, .overlay]).states.map(\.id) == [
      "greeting/en", "greeting/en/overlay", "greeting/ja", "greeting/ja/overlay",
    ])
    #expect(matrix([]).states.map(\.id) == ["greeting/en", "greeting/ja"])
  }

  @Test func overlaidStatesKeepOneOverlayAndRenumber() {
    var narrowed = matrix([.plain, .overlay])
    narrowed.overlaidStates = ["greeting/ja"]
    let states = narrowed.states
    #expect(states.map(\.id) == ["greeting/en", "greeting/ja", "greeting/ja/overlay"])
    #expect(states.map(\.index) == [0, 1, 2])
  }

  @Test func aConfigurationFileSetsTheAxisAndRefusesUnknownValues() throws {
    let path = NSTemporaryDirectory() + "darkroom-run-accessibility-\(UUID().uuidString).json"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try #"{"accessibility": ["overlay"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let configured = try RunConfiguration.read(from: path).apply(to: matrix([]))
    #expect(configured.states.map(\.id) == ["greeting/en/overlay", "greeting/ja/overlay"])
    try #"{"accessibility": ["voiceover"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect { try RunConfiguration.read(from: path).apply(to: self.matrix([])) } throws: {
      "\($0)".contains("'accessibility' has 'voiceover', which is not one of plain, overlay")
    }
  }

  @Test func anOverlayStateRendersTheOverlayOfThePlainOne() throws {
    let run = matrix([.plain, .overlay])
    let states = run.states
    let plain = try StateRendering.render(states[0], of: run)
    let overlay = try StateRendering.render(states[1], of: run)
    #expect(overlay.width > plain.width)
    #expect(overlay.scale == plain.scale)
  }
}
