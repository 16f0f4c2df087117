import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// iOS 17's levels of a style: `.background.secondary` and a colour's `.secondary`
/// (developer.apple.com/documentation/swiftui/shapestyle/secondary).
@Suite struct StyleLevelsTests {
  @Test func theBackgroundsLevelsAreTheSystemsSecondaryAndTertiaryBackgrounds() throws {
    let secondary = Rectangle().fill(.background.secondary).frame(width: 10, height: 10)
    #expect(try drawnPixels(secondary)[5, 5] == Pixel(red: 0xF2, green: 0xF2, blue: 0xF7, alpha: 255))
    #expect(try drawnPixels(secondary, dark: true)[5, 5] == Pixel(red: 0x1C, green: 0x1C, blue: 0x1E, alpha: 255))
    let tertiary = Rectangle().fill(.background.tertiary).frame(width: 10, height: 10)
    #expect(try drawnPixels(tertiary, dark: true)[5, 5] == Pixel(red: 0x2C, green: 0x2C, blue: 0x2E, alpha: 255))
  }

  @Test func aColoursLowerLevelIsTheColourAtLessOpacity() throws {
    let full = try drawnPixels(Rectangle().fill(Color.black).frame(width: 10, height: 10))[5, 5]
    let secondary = try drawnPixels(Rectangle().fill(Color.black.secondary).frame(width: 10, height: 10))[5, 5]
    let tertiary = try drawnPixels(Rectangle().fill(Color.black.tertiary).frame(width: 10, height: 10))[5, 5]
    #expect(full.red == 0)
    #expect(secondary.red > 90 && secondary.red < 110)  // 40 % of white shows through
    #expect(tertiary.red > secondary.red)
  }
}
