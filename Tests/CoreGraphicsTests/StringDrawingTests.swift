import DarkroomCoreGraphics
import DarkroomUI
import Foundation
import Testing

/// UIKit's string drawing (developer.apple.com/documentation/foundation/nsstring/draw(at:withattributes:)):
/// strings drawn and measured with a font and colour, into the current context.
@Suite struct StringDrawingTests {
  private func dark(in bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> Int {
    var count = 0
    for row in y {
      for column in x where bitmap[column, row].alpha > 128 && bitmap[column, row].blue > 128 { count += 1 }
    }
    return count
  }

  @Test func aStringIsDrawnInItsColourWhereItWasPlaced() throws {
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format).image { context in
      context.cgContext.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
      "Hi".draw(at: CGPoint(x: 30, y: 10), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.blue])
      #expect(!context.cgContext.isPathEmpty, "the path outlives the string")
    }
    let bitmap = try #require(pixels(of: image))
    #expect(dark(in: bitmap, x: 30..<60, y: 10..<40) > 20)
    #expect(dark(in: bitmap, x: 0..<30, y: 0..<40) == 0)
  }

  @Test func sizesGrowWithTheFontAndWrapInARectangle() throws {
    let small = ("Total" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
    let large = "Total".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
    #expect(small.width > 10 && small.height > 10)
    #expect(large.width > small.width * 1.5)
    let format = UIGraphicsImageRendererFormat.default()
    format.scale = 1
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 80), format: format).image { _ in
      let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.blue]
      "wrap wrap wrap wrap".draw(in: CGRect(x: 0, y: 0, width: 40, height: 80), withAttributes: attributes)
    }
    let bitmap = try #require(pixels(of: image))
    #expect(dark(in: bitmap, x: 0..<40, y: 20..<40) > 0, "a second line")
  }
}
