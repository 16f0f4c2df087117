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
