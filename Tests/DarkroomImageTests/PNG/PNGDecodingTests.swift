import Foundation
import Testing

@_spi(Benchmarks) @testable import DarkroomPixels

/// Every colour type and bit depth PNG allows, decoded to the RGBA written beside each fixture
/// by `Fixtures/make_fixtures.py` (pypng wrote the PNGs; the expected pixels come from the
/// same source values, scaled to 8 bits).
@Suite struct PNGDecodingTests {
  @Test func fixturesCoverEveryColourTypeAndBitDepth() {
    let names = Set(Fixtures.decodingNames)
    for expected in [
      "grey-1", "grey-2", "grey-4", "grey-8", "grey-16", "grey-alpha-8", "grey-alpha-16", "rgb-8", "rgb-16",
      "rgba-8", "rgba-16", "palette-1", "palette-2", "palette-4", "palette-8", "palette-8-trns", "grey-8-key",
      "rgb-8-key", "rgba-8-interlaced", "grey-4-interlaced", "palette-2-trns-interlaced", "filters-rgb",
      "filters-rgba",
    ] {
      #expect(names.contains(expected), "missing fixture \(expected)")
    }
  }

  @Test(arguments: Fixtures.decodingNames)
  func decodesToTheExpectedPixels(name: String) throws {
    let bitmap = try Fixtures.bitmap("decoding/\(name).png")
    let expected = try Fixtures.bytes("decoding/\(name).rgba")
    #expect(bitmap.bytes.count == expected.count)
    let firstDifference = zip(bitmap.bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(firstDifference == nil, "\(name): byte \(firstDifference?.offset ?? 0) differs")
  }

  @Test(arguments: Fixtures.decodingNames)
  func fastPathAgreesWithLibspng(name: String) throws {
    let bytes = try Fixtures.bytes("decoding/\(name).png")
    #expect(try PNG.decode(bytes) == PNG.decodeWithLibspng(bytes))
  }

  @Test func fastPathTakesEightBitRGBAndRGBAWithEveryFilter() throws {
    for name in ["filters-rgb", "filters-rgba", "filters-rgb-narrow", "filters-rgba-narrow", "rgb-8", "rgba-8"] {
      let bytes = try Fixtures.bytes("decoding/\(name).png")
      let header = try bytes.withUnsafeBytes { try PNG.header(of: $0) }
      let fast = bytes.withUnsafeBytes { FastPNGDecoder.decode($0, header: header) }
      #expect(fast != nil, "\(name) should take the fast path")
      #expect(fast == (try PNG.decodeWithLibspng(bytes)))
    }
  }

  @Test func fastPathLeavesOtherFormatsToLibspng() throws {
    for name in ["grey-8", "rgb-16", "rgba-8-interlaced", "rgb-8-key", "palette-8"] {
      let bytes = try Fixtures.bytes("decoding/\(name).png")
      let header = try bytes.withUnsafeBytes { try PNG.header(of: $0) }
      #expect(bytes.withUnsafeBytes { FastPNGDecoder.decode($0, header: header) } == nil, "\(name)")
    }
  }

  @Test func readsTheScaleFromPhysicalPixelSize() throws {
    // filters-rgba has a pHYs chunk of 5669 pixels per metre: 144 ppi, an @2x image.
    #expect(try Fixtures.bitmap("decoding/filters-rgba.png").scale == 2)
    #expect(try Fixtures.bitmap("decoding/filters-rgb.png").scale == 1)
    #expect(try PNG.decodeWithLibspng(Fixtures.bytes("decoding/filters-rgba.png")).scale == 2)
  }

  @Test func readsTheHeaderWithoutDecoding() throws {
    let header = try Fixtures.bytes("decoding/rgba-16.png").withUnsafeBytes { try PNG.header(of: $0) }
    #expect(header == PNGHeader(width: 13, height: 7, bitDepth: 16, colorType: .rgba, isInterlaced: false))
  }
}
