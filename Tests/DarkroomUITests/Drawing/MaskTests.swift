import DarkroomUI
import Testing

/// `mask` draws a view through another view's alpha, the mask laid over it as an overlay
/// would be (developer.apple.com/documentation/swiftui/view/mask(alignment:_:)).
@Suite struct MaskTests {
  @Test func aCircleMaskLeavesTheCornersOut() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 40, height: 40).mask(Circle()))
    #expect(bitmap[1, 1] == .white)
    #expect(bitmap[20, 20] == .black)
  }

  @Test func theMaskIsAlignedLikeAnOverlay() throws {
    let bitmap = try drawnPixels(
      Color.black.frame(width: 40, height: 40).mask(alignment: .topLeading) { Color.red.frame(width: 10, height: 10) })
    #expect(bitmap[5, 5] == .black)
    #expect(bitmap[20, 20] == .white)
  }

  @Test func theMasksAlphaNotItsColourDecides() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 10, height: 10).mask { Color.yellow.opacity(0.5) })
    #expect(isNear(bitmap[5, 5], Pixel(red: 128, green: 128, blue: 128), within: 3))
  }

  @Test func aMaskLargerThanTheViewLeavesTheLayoutAlone() throws {
    let probe = try LayoutProbe(Color.black.frame(width: 20, height: 20).mask { Color.black.frame(width: 100, height: 100) })
    #expect(probe.size == CGSize(width: 20, height: 20))
  }

  @Test func anEmptyMaskHidesEverything() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 10, height: 10).mask { EmptyView() })
    #expect(bitmap[5, 5] == .white)
  }

  @Test func assistiveTechnologiesReadTheViewButNotItsMask() throws {
    let view = Text("Loading").mask { Text("Shimmer") }
    let elements = try ImageRenderer(content: view).accessibilityElements()
    #expect(elements.map(\.label) == ["Loading"])
  }
}
