import DarkroomUI
import Testing

/// `rotationEffect` and `scaleEffect` draw a view turned or scaled about an anchor without
/// changing its layout
/// (developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)).
@Suite struct TransformEffectTests {
  @Test func aRotationLeavesTheLayoutAsItWas() throws {
    let plain = try LayoutProbe(HStack(spacing: 0) { Color.red.frame(width: 40, height: 10).id("bar"); Color.blue.frame(width: 5, height: 5) })
    let turned = try LayoutProbe(
      HStack(spacing: 0) { Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).id("bar"); Color.blue.frame(width: 5, height: 5) })
    #expect(plain["bar"] == turned["bar"])
    #expect(plain.size == turned.size)
  }

  @Test func aQuarterTurnStandsABarUpright() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 40, height: 40))
    #expect(bitmap[20, 3] == .black)
    #expect(bitmap[3, 20] == .white)
  }

  @Test func aRotationAboutTheTopLeadingCornerSwingsTheViewOut() throws {
    let bar = Color.black.frame(width: 20, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
    let bitmap = try drawnPixels(HStack(spacing: 0) { Color.white.frame(width: 20, height: 30); bar }.frame(height: 30, alignment: .top))
    // Turned clockwise about its top-left corner, the bar hangs down to the left of it.
    #expect(bitmap[15, 15] == .black)
    #expect(bitmap[25, 5] == .white)
  }

  @Test func aScaleAboutTheTopLeadingCornerGrowsRightAndDown() throws {
    let bitmap = try drawnPixels(
      Color.black.frame(width: 10, height: 10).scaleEffect(2, anchor: .topLeading).frame(width: 40, height: 40, alignment: .topLeading))
    #expect(bitmap[15, 15] == .black)
    #expect(bitmap[25, 25] == .white)
  }

  @Test func aNegativeScaleMirrors() throws {
    let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
    let bitmap = try drawnPixels(gradient.frame(width: 40, height: 4).scaleEffect(x: -1, y: 1))
    #expect(bitmap[1, 2].red > 240)
    #expect(bitmap[38, 2].red < 15)
    let sized = try drawnPixels(gradient.frame(width: 40, height: 4).scaleEffect(CGSize(width: -1, height: 1)))
    #expect(sized.bytes == bitmap.bytes)
  }

  @Test func aCollapsingOrUndefinedTransformDrawsNothing() throws {
    for view in [
      AnyView(Color.black.frame(width: 20, height: 20).scaleEffect(0)),
      AnyView(Color.black.frame(width: 20, height: 20).scaleEffect(.infinity)),
      AnyView(Color.black.frame(width: 20, height: 20).rotationEffect(.radians(.nan))),
    ] {
      #expect(try drawnPixels(view)[10, 10] == .white)
    }
  }
}
