import DarkroomUI
import Testing

/// `.link` paints UIKit's link colour, systemBlue's values in each scheme
/// (developer.apple.com/documentation/swiftui/shapestyle/link).
@Suite struct LinkShapeStyleTests {
  @Test func linkIsSystemBlueInLightAndDarkMode() throws {
    let light = try drawnPixels(Rectangle().fill(.link).frame(width: 4, height: 4))[2, 2]
    let dark = try drawnPixels(Rectangle().fill(.link).frame(width: 4, height: 4), dark: true)[2, 2]
    #expect(isNear(light, Pixel(red: 0x00, green: 0x7A, blue: 0xFF)))
    #expect(isNear(dark, Pixel(red: 0x0A, green: 0x84, blue: 0xFF)))
  }
}
