import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// One settings row: a title and a value at the trailing edge.
private nonisolated struct VersionRow: View {
  var body: some View {
    HStack {
      Text("Version")
      Spacer()
      Text("2.1.3 (7)")
    }
  }
}

/// Inset grouped forms and lists as an iOS 17/18 iPhone simulator draws them in a canvas of no
/// particular device (an iPhone 16 Pro's 20 pt layout margins).
@Suite struct InsetGroupedGeometryTests {
  private func layout<V: View>(_ view: V, width: CGFloat = 375, height: CGFloat = 90) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: width, height: height), traits: UITraitCollection())
  }

  @Test func aFormsCardIsTwentyPointsInWithRowsFortyFourTall() throws {
    let text = try layout(Form { VersionRow() })
    #expect(text.contains("Rectangle fill #f2f2f7 (0, 0, 375×90)"))
    // 35 pt above the first section without a header; the cell is x 20–355, y 35–79.
    #expect(text.contains("clipShape RoundedRectangle (20, 35, 335×44)"))
    #expect(text.contains("Rectangle fill #ffffff (20, 35, 335×44)"))
    // Content 20 pt inside the cell on both sides.
    #expect(text.contains("HStack (40, "))
    #expect(text.contains("295×"))
  }

  @Test func theDefaultMinimumRowHeightSetsHowTallShortRowsAre() throws {
    let text = try layout(Form { Text("Short") }.environment(\.defaultMinListRowHeight, 60), height: 120)
    #expect(text.contains("clipShape RoundedRectangle (20, 35, 335×60)"))
    #expect(EnvironmentValues().defaultMinListRowHeight == 44)
  }

  @Test func aFormInACanvasShorterThanItsContentIsPinnedToTheTop() throws {
    // The content is 114 pt tall (35 + 44 + 35): it is not centred in the 90 pt canvas.
    let text = try layout(Form { VersionRow() })
    #expect(text.contains("ScrollView (0, 0, 375×90)"))
    #expect(text.contains("VStack spacing 0 (0, 0, 375×114)"))
  }

  @Test func aListInACanvasTallerThanItsContentFillsItFromTheTop() throws {
    let text = try layout(List { VersionRow() }, height: 300)
    #expect(text.contains("Rectangle fill #f2f2f7 (0, 0, 375×300)"))
    #expect(text.contains("clipShape RoundedRectangle (20, 35, 335×44)"))
  }

  @Test func theCardsCornersAreTenPointContinuousCurves() throws {
    let text = try layout(Form { VersionRow() })
    let metrics = ListMetrics(style: .insetGrouped, pixel: 0.5, screenWidth: nil)
    #expect(metrics.cornerRadius == 10)
    #expect(text.contains("clipShape RoundedRectangle"))
  }

  @Test func sideMarginsFollowTheScreensLayoutMargins() {
    // iPhone 15 (393 pt): 16 pt; iPhone 16 Pro (402 pt) and the Plus and Max sizes: 20 pt.
    #expect(ListMetrics(style: .insetGrouped, pixel: 0.5, screenWidth: 393).margin == 16)
    #expect(ListMetrics(style: .insetGrouped, pixel: 0.5, screenWidth: 402).margin == 20)
    #expect(ListMetrics(style: .plain, pixel: 0.5, screenWidth: 430).rowInset == 20)
    #expect(ListMetrics(style: .grouped, pixel: 0.5, screenWidth: nil).rowInset == 20)
  }

  @Test func sectionHeadersAreUppercaseFootnotesAboveTheCard() throws {
    let text = try layout(Form { Section("About") { VersionRow() } }, height: 200)
    #expect(text.contains("Text \"ABOUT\" (40, "))
  }
}
