import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `visualEffect` draws the effects its closure makes from the view's geometry, without
/// changing the layout (developer.apple.com/documentation/swiftui/view/visualeffect(_:)).
@Suite struct VisualEffectTests {
  @Test func anOffsetFromTheViewsPlaceMovesItAndLeavesTheLayout() throws {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 40, height: 30)
      Color.black.frame(width: 10, height: 10).id("moved")
        .visualEffect { effect, proxy in effect.offset(x: proxy.frame(in: .global).minY) }
        .id("effect")
    }
    let probe = try LayoutProbe(view)
    // The square is 30 points down, so it moves 30 across; its slot stays where it was.
    #expect(same(probe["effect"], rect(15, 30, 10, 10)))
    #expect(same(probe["moved"], rect(45, 30, 10, 10)))
    #expect(probe.size == CGSize(width: 40, height: 40))
  }

  @Test func theProxyHasTheViewsSize() throws {
    let view = Color.black.frame(width: 20, height: 10)
      .visualEffect { effect, proxy in effect.offset(x: proxy.size.width, y: proxy.size.height) }
      .frame(width: 60, height: 40, alignment: .topLeading)
    let bitmap = try drawnPixels(view)
    #expect(bitmap[25, 15] == .black)
    #expect(bitmap[5, 5] == .white)
  }

  @Test func opacityScaleAndRotationAreDrawn() throws {
    let faded = try drawnPixels(Color.black.frame(width: 10, height: 10).visualEffect { effect, _ in effect.opacity(0.5) })
    #expect(abs(grayLevel(faded[5, 5]) - 128) < 4)
    let grown = try drawnPixels(
      Color.black.frame(width: 10, height: 10).visualEffect { effect, _ in effect.scaleEffect(2, anchor: .topLeading) }
        .frame(width: 30, height: 30, alignment: .topLeading))
    #expect(grown[15, 15] == .black)
    let turned = try drawnPixels(
      Color.black.frame(width: 40, height: 10).visualEffect { effect, _ in effect.rotationEffect(.degrees(90)) }
        .frame(width: 40, height: 40))
    #expect(turned[20, 3] == .black)
    #expect(turned[3, 20] == .white)
  }

  @Test func effectsTheRendererDoesNotDrawLeaveTheViewAsItIs() throws {
    let plain = try drawnPixels(Color.black.frame(width: 10, height: 10).padding(5))
    let blurred = try drawnPixels(
      Color.black.frame(width: 10, height: 10).visualEffect { effect, _ in
        effect.blur(radius: 4).rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
      }
      .padding(5))
    #expect(blurred.hasSamePixels(as: plain))
    let untouched = try drawnPixels(Color.black.frame(width: 10, height: 10).visualEffect { effect, _ in effect }.padding(5))
    #expect(untouched.hasSamePixels(as: plain))
  }

  @Test func colourEffectsAreDrawn() throws {
    let view = Color.red.frame(width: 10, height: 10).visualEffect { effect, _ in effect.grayscale(1) }
    let pixel = try drawnPixels(view)[5, 5]
    #expect(abs(Int(pixel.red) - Int(pixel.green)) < 4 && abs(Int(pixel.green) - Int(pixel.blue)) < 4)
  }
}
