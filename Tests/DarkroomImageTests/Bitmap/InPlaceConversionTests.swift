import Testing

@testable import DarkroomImage

/// `Bitmap.drawnInPlace` converts cairo's premultiplied BGRA where the drawing left it, and
/// nothing else.
@Suite struct InPlaceConversionTests {
  private struct DrawingFailed: Error, Equatable {}

  @Test func convertsTheNativeRegionAndLeavesTheRestAsDrawn() {
    // A 3×2 image: the top-left 2×1 is drawn in cairo's order, the rest straight in RGBA.
    let drawn: [UInt8] = [
      10, 20, 30, 255, 50, 25, 0, 128, 1, 2, 3, 255,
      4, 5, 6, 255, 7, 8, 9, 255, 11, 12, 13, 255,
    ]
    let bitmap = Bitmap.drawnInPlace(width: 3, height: 2, scale: 2, nativeRegion: (2, 1)) { rows in
      rows.copyMemory(from: drawn, byteCount: drawn.count)
    }
    #expect(bitmap[0, 0] == Pixel(red: 30, green: 20, blue: 10, alpha: 255))
    #expect(bitmap[1, 0] == Pixel(red: 0, green: 50, blue: 100, alpha: 128))
    #expect(bitmap[2, 0] == Pixel(red: 1, green: 2, blue: 3, alpha: 255))
    #expect(bitmap[0, 1] == Pixel(red: 4, green: 5, blue: 6, alpha: 255))
    #expect(bitmap.pointSize == (1.5, 1))
  }

  @Test func convertsAWholeDrawingAsTheCopyingConversionDoes() {
    // Large enough for pixman's whole-row path, with opaque, clear and translucent pixels.
    let (width, height) = (301, 97)
    var state: UInt32 = 0x2545_F491
    var drawn = [UInt8](repeating: 0, count: width * height * 4)
    for pixel in 0..<(width * height) {
      state = state &* 1_664_525 &+ 1_013_904_223
      let alpha = [255, 0, UInt8(truncatingIfNeeded: state >> 24)][Int(state % 3)]
      for channel in 0..<3 {
        let value = UInt8(truncatingIfNeeded: state >> (8 * UInt32(channel)))
        drawn[pixel * 4 + channel] = alpha == 0 ? 0 : min(value, alpha)
      }
      drawn[pixel * 4 + 3] = alpha
    }
    let copied = drawn.withUnsafeBytes { Bitmap(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4) }
    let inPlace = Bitmap.drawnInPlace(width: width, height: height, nativeRegion: (width, height)) { rows in
      rows.copyMemory(from: drawn, byteCount: drawn.count)
    }
    #expect(inPlace.bytes == copied.bytes)
  }

  @Test func unpremultipliesOnlyInsideTheTranslucentRegion() {
    let drawn: [UInt8] = [50, 25, 0, 128, 50, 25, 0, 128]
    let bitmap = Bitmap.drawnInPlace(width: 2, height: 1, nativeRegion: (2, 1), translucentRegion: (1, 1)) { rows in
      rows.copyMemory(from: drawn, byteCount: drawn.count)
    }
    #expect(bitmap[0, 0] == Pixel(red: 0, green: 50, blue: 100, alpha: 128))
    // Outside the region the caller vouches for opacity, so the pixel is only reordered.
    #expect(bitmap[1, 0] == Pixel(red: 0, green: 25, blue: 50, alpha: 128))
  }

  @Test func regionsLargerThanTheImageAreClampedToIt() {
    let drawn: [UInt8] = [10, 20, 30, 255]
    let bitmap = Bitmap.drawnInPlace(width: 1, height: 1, nativeRegion: (40, -3)) { rows in
      rows.copyMemory(from: drawn, byteCount: drawn.count)
    }
    // A negative height clamps to none: nothing is converted.
    #expect(bitmap.bytes == drawn)
  }

  @Test func aFailedDrawingThrowsItsErrorAndMakesNoBitmap() {
    #expect(throws: DrawingFailed()) {
      _ = try Bitmap.drawnInPlace(width: 4, height: 4, nativeRegion: (4, 4)) { (_) throws(DrawingFailed) in
        throw DrawingFailed()
      }
    }
  }
}
