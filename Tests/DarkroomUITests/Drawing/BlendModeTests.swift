import DarkroomUI
import Testing

/// `blendMode` combines a view with what is behind it; `compositingGroup` keeps the
/// combination inside a group (developer.apple.com/documentation/swiftui/blendmode).
@Suite struct BlendModeTests {
  private func blended(_ mode: BlendMode, top: Color, bottom: Color) throws -> Pixel {
    try drawnPixels(ZStack { bottom; top.blendMode(mode) }.frame(width: 4, height: 4))[2, 2]
  }

  @Test func multiplyKeepsWhatBothColoursShare() throws {
    let pixel = try blended(.multiply, top: Color(red: 0, green: 1, blue: 1), bottom: Color(red: 1, green: 1, blue: 0))
    #expect(pixel == Pixel(red: 0, green: 255, blue: 0))
  }

  @Test func screenLightensAndDarkenKeepsTheDarker() throws {
    let gray = Color(white: 0.5)
    #expect(isNear(try blended(.screen, top: gray, bottom: gray), Pixel(red: 191, green: 191, blue: 191)))
    #expect(isNear(try blended(.darken, top: Color(red: 1, green: 0, blue: 1), bottom: Color(red: 0, green: 1, blue: 1)), Pixel(red: 0, green: 0, blue: 255)))
    #expect(isNear(try blended(.difference, top: .white, bottom: Color(white: 0.25)), Pixel(red: 191, green: 191, blue: 191)))
    #expect(isNear(try blended(.plusLighter, top: Color(white: 0.25), bottom: Color(white: 0.5)), Pixel(red: 191, green: 191, blue: 191)))
  }

  @Test func normalDrawsAsWithoutAMode() throws {
    let plain = try drawnPixels(ZStack { Color.red; Color.blue.opacity(0.5) }.frame(width: 4, height: 4))
    let normal = try drawnPixels(ZStack { Color.red; Color.blue.opacity(0.5).blendMode(.normal) }.frame(width: 4, height: 4))
    #expect(plain.bytes == normal.bytes)
  }

  @Test func destinationOutCutsAHoleInItsGroup() throws {
    let badge = ZStack {
      Color.black.frame(width: 20, height: 20)
      Color.black.frame(width: 10, height: 10).blendMode(.destinationOut)
    }
    .compositingGroup()
    let bitmap = try drawnPixels(ZStack { Color.red; badge }.frame(width: 20, height: 20))
    #expect(bitmap[1, 1] == .black)
    #expect(bitmap[10, 10] == Pixel(red: 255, green: 59, blue: 48))  // the red behind shows through
  }

  @Test func aDrawingGroupDrawsTheSamePixels() throws {
    let view = ZStack { Color.red; Circle().fill(Color.blue) }.frame(width: 20, height: 20)
    #expect(try drawnPixels(view).bytes == drawnPixels(view.drawingGroup()).bytes)
  }
}
