import DarkroomPixels
import Testing

/// PNG files built to cost the decoder: each must be refused with an error naming the file.
@Suite struct PNGHostileFileTests {
  private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc = ~crc
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
  }

  private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private func png(width: UInt32, height: UInt32, colorType: UInt8, extra: [UInt8] = [], imageData: [UInt8]) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]) + extra + chunk("IDAT", imageData)
      + chunk("IEND", [])
  }

  /// A zlib stream of stored (uncompressed) blocks: no compression library needed.
  private func stored(_ data: [UInt8]) -> [UInt8] {
    let length = UInt16(data.count)
    var adlerA: UInt32 = 1, adlerB: UInt32 = 0
    for byte in data {
      adlerA = (adlerA + UInt32(byte)) % 65521
      adlerB = (adlerB + adlerA) % 65521
    }
    return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + data
      + bigEndian(adlerB << 16 | adlerA)
  }

  @Test func aFewBytesClaimingTenThousandSquarePixelsAreTruncatedNotDecoded() {
    let bytes = png(width: 10_000, height: 10_000, colorType: 6, imageData: stored([0, 0, 0, 0, 0]))
    #expect(throws: PNGError(source: "huge.png", problem: .truncated)) { try PNG.decode(bytes, source: "huge.png") }
  }

  @Test func aPaletteWhoseLengthIsNoWholeNumberOfColoursIsDamaged() throws {
    let bytes = png(width: 1, height: 1, colorType: 2, extra: chunk("PLTE", [7]), imageData: stored([0, 1, 2, 3]))
    let error = try #require(throws: PNGError.self) { try PNG.decode(bytes, source: "palette.png") }
    #expect(error.description.hasPrefix("palette.png is a damaged PNG file"))
  }

  @Test func anEmptyImageChunkWithTheLargestSizesDoesNotOverflow() throws {
    let empty = chunk("drEm", bigEndian(0xFFFF_FFFF) + bigEndian(0xFFFF_FFFF))
    let bytes = png(width: 1, height: 1, colorType: 6, extra: empty, imageData: stored([0, 9, 9, 9, 9]))
    let bitmap = try PNG.decode(bytes, source: "empty.png")
    #expect(bitmap.width == 1 && bitmap.height == 1)
  }
}
