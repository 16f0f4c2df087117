@_spi(Benchmarks) import DarkroomPixels
import Foundation
import Testing

@Suite struct PNGEncodingTests {
  private let opaque = Bitmap(width: 29, height: 17, scale: 3) { x, y in
    Pixel(red: UInt8(x * 8), green: UInt8(y * 15), blue: UInt8((x * y) % 256))
  }
  private let translucent = Bitmap(width: 23, height: 11) { x, y in
    Pixel(red: UInt8(x * 11), green: 40, blue: UInt8(y * 23), alpha: UInt8((x + y) * 7))
  }

  @Test(arguments: [PNGEncoding.fast, .compact])
  func roundTripsOpaqueAndTranslucentPixels(encoding: PNGEncoding) throws {
    for bitmap in [opaque, translucent] {
      let decoded = try PNG.decode(PNG.encode(bitmap, encoding))
      #expect(decoded.hasSamePixels(as: bitmap))
      #expect(decoded.scale == bitmap.scale)
    }
  }

  @Test func writesRGBForOpaqueImagesAndRGBAOtherwise() throws {
    let rgb = PNG.encode(opaque).withUnsafeBytes { try? PNG.header(of: $0) }
    let rgba = PNG.encode(translucent).withUnsafeBytes { try? PNG.header(of: $0) }
    #expect(rgb?.colorType == .rgb)
    #expect(rgba?.colorType == .rgba)
  }

  @Test func isDeterministicAndWritesNoTimeOrText() {
    let first = PNG.encode(opaque, .compact)
    #expect(first == PNG.encode(opaque, .compact))
    #expect(PNG.encode(opaque, .fast) == PNG.encode(opaque, .fast))
    #expect(chunkTypes(first) == ["IHDR", "pHYs", "IDAT", "IEND"])
    #expect(chunkTypes(PNG.encode(translucent)) == ["IHDR", "IDAT", "IEND"])
  }

  @Test func compactIsSmallerThanFastOnAScreenshot() throws {
    let screenshot = try Fixtures.bitmap("pairs/text_a.png")
    #expect(PNG.encode(screenshot, .compact).count < PNG.encode(screenshot, .fast).count)
  }

  @Test func indexedImagesRoundTripWithTransparency() throws {
    var mask = IndexedBitmap(
      width: 5, height: 3, scale: 2,
      palette: [.white, Pixel(red: 255, green: 0, blue: 0, alpha: 128), .black])
    mask[1, 1] = 1
    mask[4, 2] = 2
    let bytes = PNG.encode(mask)
    #expect(chunkTypes(bytes) == ["IHDR", "PLTE", "tRNS", "pHYs", "IDAT", "IEND"])
    let decoded = try PNG.decode(bytes)
    #expect(decoded == mask.bitmap())
    #expect(decoded[1, 1] == Pixel(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(decoded[4, 2] == .black)
  }

  @Test(arguments: [(2, 1), (3, 2), (4, 2), (16, 4), (17, 8), (256, 8)])
  func indexedImagesUseAsFewBitsAsThePaletteNeeds(colours: Int, depth: Int) throws {
    let palette = (0..<colours).map { Pixel(red: UInt8($0), green: UInt8(255 - $0), blue: 7) }
    var image = IndexedBitmap(width: 13, height: 5, palette: palette)
    for y in 0..<5 {
      for x in 0..<13 { image[x, y] = UInt8((x * 7 + y * 3) % colours) }
    }
    let bytes = PNG.encode(image)
    let header = try bytes.withUnsafeBytes { try PNG.header(of: $0) }
    #expect(header.bitDepth == depth)
    #expect(header.colorType == .palette)
    #expect(try PNG.decode(bytes) == image.bitmap())
  }

  @Test func diffImagesAreSixteenColourPalettes() throws {
    let (_, diff) = Comparison.drawingDiff(
      reference: try Fixtures.bitmap("pairs/text_a.png"), new: try Fixtures.bitmap("pairs/text_b.png"))
    let bytes = PNG.encode(try #require(diff))
    #expect(try bytes.withUnsafeBytes { try PNG.header(of: $0) }.bitDepth == 4)
  }

  @Test(arguments: [(0, 0), (0, 5), (7, 0)])
  func emptyBitmapsRoundTrip(width: Int, height: Int) throws {
    let empty = Bitmap(width: width, height: height, scale: 2)
    let bytes = PNG.encode(empty)
    #expect(chunkTypes(bytes) == ["IHDR", "pHYs", "drEm", "IDAT", "IEND"])
    let decoded = try PNG.decode(bytes)
    #expect(decoded.width == width && decoded.height == height && decoded.scale == 2)
    // Other decoders see one transparent pixel.
    #expect(try PNG.decodeWithLibspng(bytes) == Bitmap(width: 1, height: 1, scale: 2))
    #expect(try PNG.decode(PNG.encode(IndexedBitmap(width: width, height: height, palette: [.white]))).width == width)
  }

  @Test func writesFilesAtomically() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("out.png")
    try FileBytes.writeAtomically(PNG.encode(opaque), to: path)
    try FileBytes.writeAtomically(PNG.encode(translucent), to: path, durable: true)
    #expect(folder.files == ["out.png"])
    #expect(try PNG.decode(file: path).hasSamePixels(as: translucent))
    #expect(throws: FileError.self) { try FileBytes.writeAtomically([1, 2, 3], to: folder.path("missing/out.png")) }
    #expect(folder.files == ["out.png"])
  }

  private func chunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }
}
