import Testing

@testable import DarkroomImage

@Suite struct BitmapTests {
  @Test func subscriptReadsAndWritesRGBA() {
    var bitmap = Bitmap(width: 3, height: 2)
    bitmap[2, 1] = Pixel(red: 1, green: 2, blue: 3, alpha: 4)
    #expect(Array(bitmap.row(1).suffix(4)) == [1, 2, 3, 4])
    #expect(bitmap[2, 1] == Pixel(red: 1, green: 2, blue: 3, alpha: 4))
    #expect(bitmap[0, 0] == .clear)
  }

  @Test func unpremultipliesCairoPixels() {
    // Two pixels in cairo's memory order (B, G, R, A), the second half transparent,
    // with a padded stride of 12 bytes.
    let source: [UInt8] = [10, 20, 30, 255, 50, 25, 0, 128, 0, 0, 0, 0]
    let bitmap = source.withUnsafeBytes {
      Bitmap(premultipliedBGRA: $0, width: 2, height: 1, bytesPerRow: 12, scale: 2)
    }
    #expect(bitmap.bytes == [30, 20, 10, 255, 0, 50, 100, 128])
    #expect(bitmap.pointSize == (1, 0.5))
  }

  @Test func unpremultipliesOnlyInsideTheTranslucentRegion() {
    // A 3×2 image: the top-left 2×1 may be translucent; the rest is opaque.
    let source: [UInt8] = [
      10, 20, 30, 255, 50, 25, 0, 128, 1, 2, 3, 255,
      4, 5, 6, 255, 7, 8, 9, 255, 11, 12, 13, 255,
    ]
    let whole = source.withUnsafeBytes {
      Bitmap(premultipliedBGRA: $0, width: 3, height: 2, bytesPerRow: 12)
    }
    let region = source.withUnsafeBytes {
      Bitmap(premultipliedBGRA: $0, width: 3, height: 2, bytesPerRow: 12, translucentRegion: (2, 1))
    }
    #expect(region.bytes == whole.bytes)
    #expect(region[1, 0] == Pixel(red: 0, green: 50, blue: 100, alpha: 128))
    // A translucent pixel outside the region is taken as the caller says: left premultiplied.
    let outside = source.withUnsafeBytes {
      Bitmap(premultipliedBGRA: $0, width: 3, height: 2, bytesPerRow: 12, translucentRegion: (1, 1))
    }
    #expect(outside[1, 0] == Pixel(red: 0, green: 25, blue: 50, alpha: 128))
    // A region larger than the image is clamped to it.
    let larger = source.withUnsafeBytes {
      Bitmap(premultipliedBGRA: $0, width: 3, height: 2, bytesPerRow: 12, translucentRegion: (10, 10))
    }
    #expect(larger.bytes == whole.bytes)
  }
}
