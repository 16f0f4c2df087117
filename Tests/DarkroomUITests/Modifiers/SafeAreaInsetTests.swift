import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `safeAreaInset(edge:alignment:spacing:content:)` puts a view along an edge and keeps the
/// content clear of it (developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby).
@Suite struct SafeAreaInsetTests {
  @Test func aBottomInsetSitsUnderTheContentWhichStaysClearOfIt() throws {
    let view = Color.red.id("content")
      .safeAreaInset(edge: .bottom, spacing: 4) { Color.blue.frame(width: 30, height: 10).id("bar") }
      .frame(width: 60, height: 100)
    let probe = try LayoutProbe(view)
    #expect(same(probe["bar"], rect(15, 90, 30, 10)))
    #expect(same(probe["content"], rect(0, 0, 60, 86)))
  }

  @Test func theAlignmentAndTheEdgeChooseWhereTheInsetGoes() throws {
    let top = try LayoutProbe(
      Color.red.id("content")
        .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { Color.blue.frame(width: 30, height: 10).id("bar") }
        .frame(width: 60, height: 100))
    #expect(same(top["bar"], rect(0, 0, 30, 10)))
    #expect(same(top["content"], rect(0, 10, 60, 90)))
    let side = try LayoutProbe(
      Color.red.id("content")
        .safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 2) { Color.blue.frame(width: 8, height: 20).id("bar") }
        .frame(width: 60, height: 100))
    #expect(same(side["bar"], rect(52, 80, 8, 20)))
    #expect(same(side["content"], rect(0, 0, 50, 100)))
  }

  @Test func aFixedSizeViewGrowsByTheInset() throws {
    let probe = try LayoutProbe(
      Color.red.frame(width: 40, height: 20).id("content").safeAreaInset(edge: .bottom, spacing: 0) {
        Color.blue.frame(height: 6).id("bar")
      })
    #expect(probe.size == CGSize(width: 40, height: 26))
    #expect(same(probe["bar"], rect(0, 20, 40, 6)))
  }

  @Test func whatIgnoresTheSafeAreaReachesUnderTheInset() throws {
    let view = ZStack {
      Color.green.ignoresSafeArea().id("fill")
      Text("Body").id("text")
    }
    .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 20).id("bar") }
    .frame(width: 80, height: 100)
    let probe = try LayoutProbe(view)
    #expect(same(probe["fill"], rect(0, 0, 80, 100)))
    #expect(probe["text"].maxY <= 80)
  }

  @Test func withoutASpacingTheGapIsTheOneAStackWouldLeave() throws {
    let inset = try LayoutProbe(
      Color.red.frame(width: 40, height: 20).id("content").safeAreaInset(edge: .bottom) {
        Color.blue.frame(width: 40, height: 6).id("bar")
      })
    let stacked = try LayoutProbe(VStack {
      Color.red.frame(width: 40, height: 20).id("content")
      Color.blue.frame(width: 40, height: 6).id("bar")
    })
    let gap = inset["bar"].minY - inset["content"].maxY
    #expect(gap > 0)
    #expect(gap == stacked["bar"].minY - stacked["content"].maxY)
  }
}
