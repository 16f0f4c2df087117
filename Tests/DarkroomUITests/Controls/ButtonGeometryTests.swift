import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Buttons at iOS 17 geometry, at the default text size.
@Suite struct ButtonGeometryTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: 375, height: 200), traits: UITraitCollection())
  }

  private func background(_ text: String) -> String? {
    text.split(separator: "\n").first { $0.contains("AnyShape fill") }.map(String.init)
  }

  /// The height of the line of the button's label and of its filled background.
  private func heights(_ size: ControlSize) throws -> (line: Double, button: Double) {
    let text = try layout(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(size))
    return (try height(of: "Text \"Continue\"", in: text), try height(of: "AnyShape fill", in: text))
  }

  private func height(of node: String, in text: String) throws -> Double {
    let line = try #require(text.split(separator: "\n").first { $0.contains(node) })
    let size = try #require(line.split(separator: ",").last?.split(separator: "×").last)
    return try #require(Double(size.dropLast()))
  }

  @Test func largeProminentButtonsHaveFifteenPointsAboveAndBelowTheirTitle() throws {
    // iOS 17: 50.33 pt at Body, a 20.33 pt line with 15 pt above and below.
    let (line, button) = try heights(.large)
    #expect(abs(button - (line + 30)) <= 0.5)
    let (wideLine, wide) = try heights(.extraLarge)
    #expect(abs(wide - (wideLine + 30)) <= 0.5)
  }

  @Test func regularSmallAndMiniButtonsAreSmaller() throws {
    // iOS 17: regular 34.33 pt at Body (7 pt above and below the line).
    let regular = try heights(.regular), small = try heights(.small), mini = try heights(.mini)
    #expect(abs(regular.button - (regular.line + 14)) <= 0.5)
    #expect(small.button < regular.button)
    #expect(mini.button < small.button)
  }

  @Test func anExplicitForegroundColourWinsOverTheTintOnADefaultButton() throws {
    let renderer = ImageRenderer(content: Button("Apply") {}.foregroundColor(.black).font(.title))
    renderer.isOpaque = true
    let bitmap = try renderer.render()
    var darkest = 255 * 3
    var bluest = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let pixel = bitmap[x, y]
        darkest = min(darkest, Int(pixel.red) + Int(pixel.green) + Int(pixel.blue))
        bluest = max(bluest, Int(pixel.blue) - Int(pixel.red))
      }
    }
    #expect(darkest < 40)
    #expect(bluest < 10)
  }

  @Test func aDefaultButtonWithoutAForegroundIsTinted() throws {
    let renderer = ImageRenderer(content: Button("Apply") {}.font(.title))
    renderer.isOpaque = true
    let bitmap = try renderer.render()
    var bluest = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let pixel = bitmap[x, y]
        bluest = max(bluest, Int(pixel.blue) - Int(pixel.red))
      }
    }
    #expect(bluest > 200)
  }
}
