import Testing

@testable import DarkroomPixels

/// Decoding two files together: the early stop for equal image data, and that every mix of
/// decoders and errors comes back without either thread waiting for ever.
@Suite struct PNGPairTests {
  /// The same filtered rows (filter None) deflated at two levels: different bytes, same pixels.
  private func recompressedPair() -> ([UInt8], [UInt8]) {
    let width = 40, height = 30
    var rows: [UInt8] = []
    for y in 0..<height {
      rows.append(0)
      for x in 0..<width { rows += [UInt8(x * 6), UInt8(y * 8), UInt8((x + y) % 3 * 100)] }
    }
    func file(level: Int32) -> [UInt8] {
      var writer = PNGWriter()
      writer.header(width: width, height: height, bitDepth: 8, colorType: .rgb)
      return rows.withUnsafeBytes { writer.finish(imageData: $0, level: level) }
    }
    return (file(level: 1), file(level: 12))
  }

  @Test func equalImageDataStopsBeforeUnfiltering() throws {
    let (a, b) = recompressedPair()
    #expect(a != b)
    guard case .samePixels(let size) = PNG.decodePair((a, "a.png"), (b, "b.png")) else {
      Issue.record("the pair was decoded")
      return
    }
    #expect(size == PixelSize(width: 40, height: 30))
    #expect(try PNG.decode(a) == PNG.decode(b))
  }

  @Test func differentImagesAreDecoded() throws {
    let a = try Fixtures.bytes("pairs/text_a.png"), b = try Fixtures.bytes("pairs/text_b.png")
    guard case .decoded(let first, let second) = PNG.decodePair((a, "a.png"), (b, "b.png")) else {
      Issue.record("different images stopped early")
      return
    }
    #expect(try first.get() == PNG.decode(a))
    #expect(try second.get() == PNG.decode(b))
  }

  @Test(arguments: [
    ("decoding/palette-4.png", "decoding/rgb-8.png"), ("decoding/rgb-8.png", "decoding/grey-16.png"),
    ("decoding/oversized.png", "decoding/rgba-8.png"), ("decoding/rgba-8.png", "decoding/rgba-8-interlaced.png"),
  ])
  func mixedDecodersAndErrorsComeBack(first: String, second: String) throws {
    let a = try Fixtures.bytes(first), b = try Fixtures.bytes(second)
    guard case .decoded(let one, let two) = PNG.decodePair((a, first), (b, second)) else {
      Issue.record("\(first) and \(second) stopped early")
      return
    }
    #expect((try? one.get()) == (try? PNG.decode(a, source: first)))
    #expect((try? two.get()) == (try? PNG.decode(b, source: second)))
  }

  @Test func damagedAndForeignFilesGiveTheirErrors() throws {
    let valid = try Fixtures.bytes("decoding/filters-rgb.png")
    var damaged = valid
    damaged[60] ^= 0xFF
    guard case .decoded(let one, let two) = PNG.decodePair((damaged, "damaged.png"), (Array("text".utf8), "notes.txt"))
    else {
      Issue.record("stopped early")
      return
    }
    #expect(throws: PNGError.self) { try one.get() }
    #expect((try? two.get()) == nil)
    if case .failure(let error) = two { #expect(error.problem == .notPNG && error.source == "notes.txt") }
  }
}
