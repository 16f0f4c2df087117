import SeededRandom
import Testing

@testable import DarkroomImage

/// The paths through C (pixman, memcmp, memcpy) give exactly what the plain Swift algorithms
/// give, for every alpha, odd widths and padded strides.
@Suite struct NativePathTests {
  /// A small deterministic generator (SplitMix64), so every run checks the same pixels.

  /// Straight RGBA from cairo's premultiplied BGRA, one pixel at a time, rounding as cairo does.
  private func unpremultipliedByHand(_ source: [UInt8], width: Int, height: Int, stride: Int) -> [UInt8] {
    var out: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let o = y * stride + x * 4
        let (b, g, r, a) = (UInt32(source[o]), UInt32(source[o + 1]), UInt32(source[o + 2]), UInt32(source[o + 3]))
        func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        out += a == 255 ? [UInt8(r), UInt8(g), UInt8(b), 255] : [straight(r), straight(g), straight(b), UInt8(a)]
      }
    }
    return out
  }

  @Test(arguments: [(1, 1), (3, 5), (67, 3), (130, 4), (257, 2)])
  func cairoPixelsConvertAsByHand(width: Int, height: Int) {
    var random = SeededGenerator(seed: UInt64(width * 1000 + height))
    let stride = width * 4 + 12
    var source = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
      for x in 0..<width {
        // Mostly opaque rows, some clear, some translucent: every branch of the conversion.
        let kind = random.next() % 4
        let alpha: UInt8 = y == 0 ? 255 : kind == 0 ? 0 : kind == 1 ? UInt8(random.next() % 256) : 255
        let o = y * stride + x * 4
        for c in 0..<3 { source[o + c] = alpha == 0 ? 0 : UInt8(random.next() % (UInt64(alpha) + 1)) }
        source[o + 3] = alpha
      }
    }
    let bitmap = source.withUnsafeBytes {
      Bitmap(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: stride)
    }
    #expect(bitmap.bytes == unpremultipliedByHand(source, width: width, height: height, stride: stride))
  }

  @Test(arguments: Array(1...19))
  func fourBitPalettesRoundTrip(width: Int) throws {
    var random = SeededGenerator(seed: UInt64(width))
    let palette: [Pixel] = (0..<16).map { (level: Int) -> Pixel in
      let step = UInt8(level)
      return Pixel(red: step &* 16, green: 255 &- step &* 16, blue: step &* 7)
    }
    var image = IndexedBitmap(width: width, height: 3, palette: palette)
    for index in image.indices.indices { image.indices[index] = UInt8(random.next() % 16) }
    let decoded = try PNG.decode(PNG.encode(image))
    #expect(decoded.hasSamePixels(as: image.bitmap()))
    for y in 0..<3 {
      for x in 0..<width { #expect(decoded[x, y] == palette[Int(image[x, y])]) }
    }
  }

  @Test(arguments: [PNGEncoding.fast, .reference, .compact], [1, 2, 3, 5, 7, 130])
  func encodingsRoundTripAtOddWidths(encoding: PNGEncoding, width: Int) throws {
    var random = SeededGenerator(seed: UInt64(width))
    // A flat opaque image (stored as unfiltered RGB by .compact) and a noisy translucent one.
    let flat = Bitmap(width: width, height: 4, filledWith: Pixel(red: 12, green: 200, blue: 90))
    var noisy = Bitmap(width: width, height: 4)
    for index in noisy.bytes.indices { noisy.bytes[index] = UInt8(random.next() % 256) }
    for bitmap in [flat, noisy] {
      let decoded = try PNG.decode(PNG.encode(bitmap, encoding))
      #expect(decoded.hasSamePixels(as: bitmap), "\(encoding), width \(width)")
    }
  }

  @Test func stripsEncodeTheSamePictureAsBuiltStrips() throws {
    let a = Bitmap(width: 5, height: 3, filledWith: .white)
    let b = Bitmap(width: 2, height: 6, filledWith: .black)
    let c = Bitmap(width: 3, height: 1, filledWith: Pixel(red: 1, green: 2, blue: 3, alpha: 4))
    let streamed = try PNG.decode(PNG.encodeStrip([a, b, c], gap: 3))
    #expect(streamed.hasSamePixels(as: Bitmap.strip([a, b, c], gap: 3)))
  }
}
