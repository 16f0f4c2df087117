@_spi(Benchmarks) import DarkroomPixels

/// Reference images: decoded by the fast path with libspng behind it, and by libspng alone.
/// Where both decode, they must give the same pixels.
enum PNGHarness {
  static func decode(_ bytes: [UInt8], source: String) -> FuzzOutcome {
    let fast: Result<Bitmap, PNGError> = Result { () throws(PNGError) in try PNG.decode(bytes, source: source) }
    let spng: Result<Bitmap, PNGError> = Result { () throws(PNGError) in try PNG.decodeWithLibspng(bytes, source: source) }
    switch (fast, spng) {
    // An empty image is written as a 1×1 one with a drEm chunk, which only the fast path reads.
    case (.success(let a), _) where a.width == 0 || a.height == 0:
      return .value("\(a.width)×\(a.height)")
    case (.success(let a), .success(let b)):
      guard a.width == b.width, a.height == b.height, a.bytes == b.bytes else {
        return .inconsistent("the two decoders disagree: \(a.width)×\(a.height) and \(b.width)×\(b.height)")
      }
      return .value("\(a.width)×\(a.height)")
    // The fast path passes over ancillary chunks it does not read, which libspng checks
    // (an empty eXIf, say): the image data itself was read whole and checked by both.
    case (.success(let a), .failure):
      return .value("\(a.width)×\(a.height), with an ancillary chunk libspng refuses")
    case (.failure(let error), _):
      if case .failure(let other) = spng, !other.description.contains(source) { return .unnamedFile(other.description) }
      return .rejection(error.description, naming: source)
    }
  }
}
