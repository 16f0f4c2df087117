import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// An avatar whose side follows the text size, as apps size icons beside text.
private nonisolated struct ScaledAvatar: View {
  @ScaledMetric(relativeTo: .body) private var side = 40.0

  var body: some View {
    Circle().frame(width: side, height: side)
  }
}

/// `@ScaledMetric` scales with the text size by the ratio of the text style's sizes.
@Suite struct ScaledMetricTests {
  private func layout(_ category: UIContentSizeCategory) throws -> String {
    try SnapshotRendering.description(
      of: ScaledAvatar(), layout: .sizeThatFits, traits: UITraitCollection(preferredContentSizeCategory: category))
  }

  @Test func atTheStandardSizeTheValueIsUnchanged() throws {
    #expect(try layout(.large).contains("frame width 40 height 40"))
  }

  @Test func theValueGrowsAsBodyTextDoes() throws {
    // Body text is 17 pt at Large and 23 pt at xxxLarge (Apple's Human Interface Guidelines,
    // Typography): 40 × 23 / 17.
    #expect(try layout(.extraExtraExtraLarge).contains("frame width 54.12 height 54.12"))
    // And 14 pt at xSmall: 40 × 14 / 17.
    #expect(try layout(.extraSmall).contains("frame width 32.94 height 32.94"))
  }

  @Test func outsideARenderTheValueIsTheStandardOne() {
    @ScaledMetric var spacing = 12.0
    #expect(spacing == 12)
  }
}
