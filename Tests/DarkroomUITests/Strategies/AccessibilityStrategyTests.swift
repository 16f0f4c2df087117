@testable import DarkroomUI
import Foundation
import Testing

/// The `.accessibility` text and the `.accessibilityImage` overlay.
@Suite struct AccessibilityStrategyTests {
  private nonisolated struct Settings: View {
    var title = "Settings"
    var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text(title).font(.headline).accessibilityAddTraits(.isHeader)
        Toggle("Wi-Fi", isOn: .constant(true))
        Button("Sign Out") {}.accessibilityHint("Ends the session").accessibilityAction(named: "Switch account") {}
      }
      .padding()
      .frame(width: 240)
    }
  }

  @Test func theTextHasOneLineAnElementWithItsPartsInOrder() throws {
    let lines = try AccessibilityText.of(Settings()).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("1. \"Settings\", traits: header, staticText, frame: 16 "))
    #expect(lines[1].hasPrefix("2. \"Wi-Fi\", value: \"1\", traits: button, toggle, frame: 16 "))
    #expect(lines[2].hasPrefix("3. \"Sign Out\", traits: button, hint: \"Ends the session\", actions: \"Switch account\", frame: "))
  }

  @Test func aChangedLabelChangesOneLine() throws {
    let before = try AccessibilityText.of(Settings()).split(separator: "\n")
    let after = try AccessibilityText.of(Settings(title: "Preferences")).split(separator: "\n")
    #expect(zip(before, after).filter { $0 != $1 }.count == 1)
  }

  @Test func framesAreRoundedToHundredthsWithoutTrailingZeros() {
    #expect(AccessibilityText.points(12) == "12")
    #expect(AccessibilityText.points(12.5) == "12.5")
    #expect(AccessibilityText.points(12.3456) == "12.35")
    #expect(AccessibilityText.points(0.05) == "0.05")
    #expect(AccessibilityText.points(-0.001) == "0")
    #expect(AccessibilityText.points(-3.1) == "-3.1")
    #expect(AccessibilityText.points(.infinity) == "inf")
  }

  @Test func labelsStayOnOneLine() {
    #expect(AccessibilityText.quoted("Two\nlines \"quoted\"") == #""Two\nlines \"quoted\"""#)
  }

  @Test func aViewWithNoElementsSaysSo() throws {
    #expect(try AccessibilityText.of(Color.red.frame(width: 10, height: 10)) == "(no elements)")
  }

  @Test func theOverlayKeepsTheRenderAtTheTopLeftAndAddsTheLegend() throws {
    let plain = try SnapshotRendering.bitmap(of: Settings(), layout: .sizeThatFits, traits: .init())
    let overlay = try SnapshotRendering.accessibilityOverlay(
      of: Settings(), layout: .sizeThatFits, traits: .init(), overlay: AccessibilityOverlay())
    #expect(overlay.scale == plain.scale)
    #expect(overlay.width > plain.width + Int(100 * plain.scale))
    #expect(overlay.width <= plain.width + Int((300 + 32) * plain.scale))
    #expect(overlay.height >= plain.height)
  }

  @Test func theLegendIsAsWideAsItsLongestRowAndWrapsPastItsLimit() throws {
    let short = Text("Hi").accessibilityLabel("Hi")
    let long = Text("Hi").accessibilityLabel(String(repeating: "A long spoken description ", count: 6))
    let plain = try SnapshotRendering.bitmap(of: short, layout: .sizeThatFits, traits: .init())
    let narrow = try SnapshotRendering.accessibilityOverlay(
      of: short, layout: .sizeThatFits, traits: .init(), overlay: AccessibilityOverlay())
    let wide = try SnapshotRendering.accessibilityOverlay(
      of: long, layout: .sizeThatFits, traits: .init(), overlay: AccessibilityOverlay())
    let scale = Int(plain.scale)
    #expect(narrow.width < plain.width + 200 * scale)
    #expect(wide.width == plain.width + (300 + 32) * scale)
    // Wrapped to the limit, the long row takes several lines.
    #expect(wide.height > narrow.height + 30 * scale)
  }

  @Test func theOnePassOverlayDrawsWhatOverlayingTheFinishedRenderDraws() throws {
    let plain = try SnapshotRendering.bitmap(of: Settings(), layout: .sizeThatFits, traits: .init())
    let elements = try SnapshotRendering.accessibilityElements(of: Settings(), layout: .sizeThatFits, traits: .init())
    for options in [AccessibilityOverlay(), AccessibilityOverlay(showsActivationPoints: true, showsHitRegions: true)] {
      let onePass = try SnapshotRendering.accessibilityOverlay(
        of: Settings(), layout: .sizeThatFits, traits: .init(), overlay: options)
      let overRender = try options.image(of: plain, elements: elements)
      #expect(onePass.width == overRender.width && onePass.height == overRender.height)
      #expect(onePass.bytes == overRender.bytes)
    }
  }

  @Test func theOverlayOfATransparentRenderShowsItOverWhite() throws {
    let view = Circle().fill(Color.blue.opacity(0.5)).frame(width: 40, height: 40).accessibilityLabel("Dot")
    let request = RenderRequest(sizing: .fitting(.unspecified), scale: 2, environment: EnvironmentValues(), background: nil)
    let plain = try RenderLayout.render(view, request)
    #expect(plain.bytes[3] == 0)
    let onePass = try RenderLayout.renderOverlaid(view, request, overlay: AccessibilityOverlay())
    let overRender = try AccessibilityOverlay().image(of: plain, elements: try RenderLayout.accessibilityElements(view, request))
    #expect(onePass.width == overRender.width && onePass.height == overRender.height)
    let differing = zip(onePass.bytes, overRender.bytes).filter { abs(Int($0) - Int($1)) > 1 }.count
    #expect(differing == 0)
    #expect(onePass.bytes[3] == 255)
  }

  @Test func theOverlayIsTheSameEveryTimeAndItsOptionsChangeIt() throws {
    let strategyImage = { (options: AccessibilityOverlay) throws -> Bitmap in
      try SnapshotRendering.accessibilityOverlay(of: Settings(), layout: .sizeThatFits, traits: .init(), overlay: options)
    }
    let first = try strategyImage(AccessibilityOverlay())
    let again = try strategyImage(AccessibilityOverlay())
    let marked = try strategyImage(AccessibilityOverlay(showsActivationPoints: true, showsHitRegions: true))
    #expect(first.bytes == again.bytes)
    #expect(first.bytes != marked.bytes)
  }
}
