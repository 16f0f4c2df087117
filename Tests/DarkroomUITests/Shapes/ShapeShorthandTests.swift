import DarkroomUI
import Testing

/// The leading-dot shapes (`.capsule`, `.circle`, `.rect(cornerRadius:)`, …) and
/// `UnevenRoundedRectangle`
/// (developer.apple.com/documentation/swiftui/shape/capsule,
/// developer.apple.com/documentation/swiftui/unevenroundedrectangle).
@Suite struct ShapeShorthandTests {
  @Test func clipShapeTakesALeadingDotCapsule() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 40, height: 20).clipShape(.capsule))
    #expect(bitmap[1, 1] == .white)
    #expect(bitmap[20, 10] == .black)
    #expect(bitmap[20, 1] == .black)
  }

  @Test func backgroundInALeadingDotCircle() throws {
    let bitmap = try drawnPixels(Color.clear.frame(width: 40, height: 40).background(Color.black, in: .circle))
    #expect(bitmap[2, 2] == .white)
    #expect(bitmap[20, 20] == .black)
  }

  @Test func leadingDotRectanglesMatchTheirTypes() throws {
    let named = try drawnPixels(Color.black.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 10)))
    let typed = try drawnPixels(Color.black.frame(width: 40, height: 40).clipShape(RoundedRectangle(cornerRadius: 10)))
    #expect(named.bytes == typed.bytes)
    #expect(named[0, 0] == .white)
    let square = try drawnPixels(Color.black.frame(width: 10, height: 10).clipShape(.rect))
    #expect(square[0, 0] == .black)
    let oval = try drawnPixels(Color.black.frame(width: 40, height: 20).clipShape(.ellipse))
    #expect(oval[1, 1] == .white && oval[20, 10] == .black)
    let smooth = try drawnPixels(Color.black.frame(width: 40, height: 20).clipShape(.capsule(style: .continuous)))
    #expect(smooth[0, 0] == .white && smooth[20, 10] == .black)
  }

  @Test func anUnevenRectangleRoundsOnlyTheCornersGiven() throws {
    let bitmap = try drawnPixels(
      Color.black.frame(width: 40, height: 40).clipShape(.rect(topLeadingRadius: 20, bottomTrailingRadius: 10)))
    #expect(bitmap[1, 1] == .white)
    #expect(bitmap[38, 1] == .black)  // top trailing stays square
    #expect(bitmap[1, 38] == .black)  // bottom leading stays square
    #expect(bitmap[39, 39] == .white)
  }

  @Test func radiiTooLargeForASideAreScaledDownAndBadOnesAreSquare() {
    let shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 40, topTrailing: 40))
    let bounds = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
    #expect(bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
    let odd = UnevenRoundedRectangle(topLeadingRadius: .nan, bottomTrailingRadius: -5)
    #expect(odd.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func anInsetUnevenRectangleStrokesInsideItsFrame() throws {
    let bitmap = try drawnPixels(UnevenRoundedRectangle(topTrailingRadius: 8).strokeBorder(Color.black, lineWidth: 2).frame(width: 30, height: 30))
    #expect(bitmap[0, 15] == .black)
    #expect(bitmap[15, 15] == .white)
  }
}
