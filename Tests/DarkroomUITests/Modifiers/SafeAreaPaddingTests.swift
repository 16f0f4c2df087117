import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `safeAreaPadding` widens the safe area its content sees
/// (developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)).
@Suite struct SafeAreaPaddingTests {
  @Test func theContentIsLaidOutInsideTheAddedSpace() throws {
    let probe = try LayoutProbe(Color.red.frame(width: 40, height: 20).id("content").safeAreaPadding(.horizontal, 12))
    #expect(same(probe["content"], rect(12, 0, 40, 20)))
    #expect(probe.size == CGSize(width: 64, height: 20))
    let all = try LayoutProbe(Color.red.frame(width: 40, height: 20).id("content").safeAreaPadding())
    #expect(same(all["content"], rect(16, 16, 40, 20)))
    let each = try LayoutProbe(
      Color.red.frame(width: 40, height: 20).id("content").safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
    #expect(same(each["content"], rect(2, 1, 40, 20)))
    #expect(each.size == CGSize(width: 46, height: 24))
    #expect(try LayoutProbe(Color.red.frame(width: 4, height: 4).safeAreaPadding(5)).size == CGSize(width: 14, height: 14))
  }

  @Test func whatIgnoresTheSafeAreaReachesAcrossTheAddedSpace() throws {
    let view = VStack(spacing: 0) {
      Color.blue.ignoresSafeArea().id("band").frame(height: 10)
      Color.red.frame(width: 40, height: 20).id("card")
    }
    .safeAreaPadding(.horizontal, 12)
    let probe = try LayoutProbe(view)
    #expect(same(probe["card"], rect(12, 10, 40, 20)))
    #expect(same(probe["band"], rect(0, 0, 64, 10)))
  }

  @Test func aBackgroundInsideReachesTheEdgeAndTheTextStaysInside() throws {
    let view = Text("Hi").id("text").frame(width: 40, height: 20).background(Color.black).safeAreaPadding(10)
      .background(Color.white)
    let bitmap = try drawnPixels(view)
    // The background colour ignores the safe area, so it covers the added 10 points too.
    #expect(bitmap[2, 2] == .black)
    #expect(same(try LayoutProbe(view)["text"], try LayoutProbe(Text("Hi").id("text").frame(width: 40, height: 20).padding(10))["text"]))
  }

  @Test func onADeviceTheContentSitsTheSafeAreaPlusTheValueFromTheEdge() throws {
    let text = try SnapshotRendering.description(
      of: Color.red.frame(width: 40, height: 20).id("card").safeAreaPadding(.top, 20).frame(maxHeight: .infinity, alignment: .top),
      layout: .device(config: .iPhone15), traits: UITraitCollection())
    // The iPhone 15's safe area starts 59 points down; the card 20 below it.
    #expect(text.contains("[id card] (176.67, 79, 40×20)"), "\(text)")
  }
}
