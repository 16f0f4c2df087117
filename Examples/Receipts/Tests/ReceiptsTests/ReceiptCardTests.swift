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
      PLACEHOLDER
      """)
  }
}
