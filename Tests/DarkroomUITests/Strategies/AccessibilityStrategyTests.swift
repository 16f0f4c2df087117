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
    let (bitmap, elements) = try SnapshotRendering.bitmapWithAccessibility(of: Settings(), layout: .sizeThatFits, traits: .init())
    #expect(bitmap.bytes == plain.bytes)
    let overlay = try AccessibilityOverlay().image(of: bitmap, elements: elements)
    #expect(overlay.scale == plain.scale)
    #expect(overlay.width > plain.width + Int(300 * plain.scale))
    #expect(overlay.height >= plain.height)
  }

  @Test func theOverlayIsTheSameEveryTimeAndItsOptionsChangeIt() throws {
    let strategyImage = { (options: AccessibilityOverlay) throws -> Bitmap in
      let (bitmap, elements) = try SnapshotRendering.bitmapWithAccessibility(of: Settings(), layout: .sizeThatFits, traits: .init())
      return try options.image(of: bitmap, elements: elements)
    }
    let first = try strategyImage(AccessibilityOverlay())
    let again = try strategyImage(AccessibilityOverlay())
    let marked = try strategyImage(AccessibilityOverlay(showsActivationPoints: true, showsHitRegions: true))
    #expect(first.bytes == again.bytes)
    #expect(first.bytes != marked.bytes)
  }
}
