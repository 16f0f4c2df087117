import Darkroom
import DarkroomUI
import ReceiptsUI
import Testing

@MainActor @Suite struct ReceiptCardTests {
  @Test func light() {
    assertSnapshot(of: ReceiptCard(receipt: tuesdayShop), as: .image(layout: .fixed(width: 360, height: 390)))
  }

  @Test func darkLargeText() {
    assertSnapshot(
      of: ReceiptCard(receipt: tuesdayShop),
      as: .image(
        layout: .fixed(width: 360, height: 460),
        traits: UITraitCollection(traitsFrom: [
          UITraitCollection(userInterfaceStyle: .dark),
          UITraitCollection(preferredContentSizeCategory: .accessibilityMedium),
        ])))
  }

  @Test func layout() {
    assertSnapshot(of: ReceiptCard(receipt: tuesdayShop), as: .layout(.fixed(width: 360, height: 390)))
  }
}

/// What VoiceOver meets on the card: its overlay (each element tinted and numbered, with
/// the legend beside it) against a committed reference, and the legend's text.
@MainActor @Suite struct ReceiptCardAccessibilityTests {
  @Test func accessibilityOverlay() {
    assertSnapshot(of: ReceiptCard(receipt: tuesdayShop), as: .accessibilityImage(layout: .fixed(width: 360, height: 390)))
  }

  @Test func accessibilityText() throws {
    let text = try AccessibilityText.of(ReceiptCard(receipt: tuesdayShop), layout: .fixed(width: 360, height: 390))
    #expect(text == """
      1. "Receipt #42", traits: staticText, frame: 32 65.5 95.5 20.5
      2. "Blob", traits: staticText, frame: 32 88 31 18
      3. "Paid", traits: staticText, frame: 292.5 78.5 25.5 14.5
      4. "2 × Green tea", traits: staticText, frame: 32 130.5 105 20.5
      5. "$7.00", traits: staticText, frame: 285.5 130.5 42.5 20.5
      6. "1 × Lemon cake", traits: staticText, frame: 32 163 120 20.5
      7. "$4.25", traits: staticText, frame: 283 163 45 20.5
      8. "1 × Oat milk", traits: staticText, frame: 32 195.5 89.5 20.5
      9. "$1.99", traits: staticText, frame: 285.5 195.5 42.5 20.5
      10. "Subtotal", traits: staticText, frame: 32 240.5 58 18
      11. "$13.24", traits: staticText, frame: 280.5 240.5 47.5 18
      12. "Tax", traits: staticText, frame: 32 270.5 25 18
      13. "$1.06", traits: staticText, frame: 290.5 270.5 37.5 18
      14. "Total", traits: staticText, frame: 32 300.5 45.5 24
      15. "$14.30", traits: staticText, frame: 265 300.5 63 24
      """)
  }
}
