import DarkroomUI
import Testing

/// The colour effects — grayscale, saturation, contrast, brightness, hue rotation,
/// inversion, multiplication — change a view's pixels, not its layout
/// (developer.apple.com/documentation/swiftui/view/grayscale(_:)).
@Suite struct ColorEffectTests {
  private let red = Color(red: 1, green: 0, blue: 0)

  private func pixel(_ view: some View) throws -> Pixel {
    try drawnPixels(view.frame(width: 4, height: 4))[2, 2]
  }

  @Test func fullGrayscaleLeavesTheLuma() throws {
    #expect(isNear(try pixel(red.grayscale(1)), Pixel(red: 54, green: 54, blue: 54)))
    #expect(try pixel(red.grayscale(0)) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try pixel(red.saturation(0)) == pixel(red.grayscale(1)))
  }

  @Test func halfGrayscaleIsHalfway() throws {
    let pixel = try pixel(red.grayscale(0.5))
    #expect(isNear(pixel, Pixel(red: 155, green: 27, blue: 27)))
  }

  @Test func brightnessAddsAndContrastPullsTowardsGray() throws {
    #expect(isNear(try pixel(Color.black.brightness(0.5)), Pixel(red: 128, green: 128, blue: 128)))
    #expect(isNear(try pixel(Color.white.contrast(0)), Pixel(red: 128, green: 128, blue: 128)))
    #expect(try pixel(Color(white: 0.75).contrast(4)) == .white)
  }

  @Test func invertingTurnsBlackWhite() throws {
    #expect(try pixel(Color.black.colorInvert()) == .white)
    #expect(isNear(try pixel(Color(red: 0.2, green: 0.4, blue: 0.6).colorInvert()), Pixel(red: 204, green: 153, blue: 102)))
  }

  @Test func multiplyingWhiteGivesTheColour() throws {
    #expect(try pixel(Color.white.colorMultiply(Color(red: 0, green: 0, blue: 1))) == Pixel(red: 0, green: 0, blue: 255))
  }

  @Test func aWholeTurnOfHueChangesNothingAndAThirdMovesRedTowardsGreen() throws {
    #expect(isNear(try pixel(red.hueRotation(.degrees(360))), Pixel(red: 255, green: 0, blue: 0)))
    let turned = try pixel(red.hueRotation(.degrees(120)))
    #expect(turned.green > turned.red && turned.green > turned.blue)
  }

  @Test func effectsLeaveTransparentPixelsAlone() throws {
    let bitmap = try drawnPixels(Color.black.frame(width: 4, height: 4).padding(4).brightness(1), dark: true)
    #expect(bitmap[0, 0] == .black)
    #expect(bitmap[6, 6] == .white)
  }

  @Test func numbersThatAreNotFiniteChangeNothing() throws {
    #expect(try pixel(red.brightness(.nan)) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try pixel(red.grayscale(.infinity)) == Pixel(red: 255, green: 0, blue: 0))
    #expect(try pixel(red.hueRotation(.radians(.nan))) == Pixel(red: 255, green: 0, blue: 0))
  }
}
