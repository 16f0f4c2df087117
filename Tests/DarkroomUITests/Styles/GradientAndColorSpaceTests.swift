import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A plain `Gradient` as a style (iOS 16) and Display P3 colours drawn in sRGB.
@Suite struct GradientAndColorSpaceTests {
  @Test func aGradientAsAStyleRunsFromTopToBottom() throws {
    let view = Rectangle().fill(Gradient(colors: [.black, .white])).frame(width: 10, height: 100)
    let bitmap = try drawnPixels(view)
    #expect(bitmap[5, 1].red < 20)
    #expect(bitmap[5, 98].red > 235)
    #expect(bitmap[5, 50].red > 100 && bitmap[5, 50].red < 160)
  }

  @Test func displayP3ComponentsAreConvertedIntoSRGB() throws {
    let p3 = Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2)
    let pixel = try drawnPixels(Rectangle().fill(p3).frame(width: 4, height: 4))[2, 2]
    // Linearised, taken through the P3-to-sRGB matrix, and encoded again: (219, 94, 31).
    #expect(abs(Int(pixel.red) - 219) <= 1 && abs(Int(pixel.green) - 94) <= 1 && abs(Int(pixel.blue) - 31) <= 1)
    let grey = try drawnPixels(Rectangle().fill(Color(.displayP3, white: 0.5)).frame(width: 4, height: 4))[2, 2]
    #expect(abs(Int(grey.red) - 128) <= 1 && grey.red == grey.blue)
    let uiKit = UIColor(displayP3Red: 0.8, green: 0.4, blue: 0.2, alpha: 1).cgColor
    #expect(abs(uiKit.red * 255 - 219) < 1.5)
  }
}
