import DarkroomUI
import Testing

/// Materials draw as translucent light (or dark) grays, thicker ones hiding more of what
/// is behind; `.fill` is the system fill colour; a style's `.shadow(.drop(…))` draws a
/// shadow behind what it fills (developer.apple.com/documentation/swiftui/material).
@Suite struct MaterialTests {
  private func over(_ background: Color, _ material: Material, dark: Bool = false) throws -> Pixel {
    try drawnPixels(background.frame(width: 10, height: 10).overlay(material), dark: dark)[5, 5]
  }

  @Test func thickerMaterialsHideMoreOfWhatIsBehind() throws {
    let levels = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map {
      grayLevel(try over(.black, $0))
    }
    #expect(levels == levels.sorted() && Set(levels).count == 5)
    #expect(levels[0] > 60 && levels[4] > 220)
  }

  @Test func materialsAreLightInLightModeAndDarkInDarkMode() throws {
    #expect(grayLevel(try over(.white, .regular)) > 240)
    #expect(grayLevel(try over(.white, .regular, dark: true)) < 100)
    #expect(grayLevel(try over(.black, .bar, dark: true)) < 30)
  }

  @Test func aMaterialFillsAShapeBehindAView() throws {
    let bitmap = try drawnPixels(
      Color.clear.frame(width: 40, height: 20).background(.thickMaterial, in: .capsule), dark: true)
    #expect(bitmap[0, 0] == .black)
    #expect(grayLevel(bitmap[20, 10]) > 25)
  }

  @Test func fillIsTheSystemFillAndItsLevelsAreLighter() throws {
    let fill = try drawnPixels(Rectangle().fill(.fill).frame(width: 4, height: 4))[2, 2]
    #expect(isNear(fill, Pixel(red: 228, green: 228, blue: 229)))
    let levels = try [FillShapeStyle(), .fill.secondary, .fill.tertiary, .fill.quaternary].map {
      grayLevel(try drawnPixels(Rectangle().fill($0).frame(width: 4, height: 4))[2, 2])
    }
    #expect(levels == levels.sorted() && Set(levels).count == 4)
  }

  @Test func aDropShadowOnAStyleIsDrawnBelowTheShape() throws {
    let card = Rectangle().fill(Color.white.shadow(.drop(color: .black, radius: 4, y: 8))).frame(width: 20, height: 20)
    let bitmap = try drawnPixels(card.padding(20))
    #expect(bitmap[30, 30] == .white)  // the shape itself
    #expect(grayLevel(bitmap[30, 44]) < 200)  // below it, in shadow
    #expect(bitmap[30, 12] == .white)  // above it, none
  }

  @Test func anInnerShadowIsAcceptedAndDrawsTheStyle() throws {
    let plain = try drawnPixels(Rectangle().fill(Color.blue).frame(width: 10, height: 10).padding(10))
    let inner = try drawnPixels(Rectangle().fill(Color.blue.shadow(.inner(radius: 3))).frame(width: 10, height: 10).padding(10))
    #expect(plain.bytes == inner.bytes)
  }
}
