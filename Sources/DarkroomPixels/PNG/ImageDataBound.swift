/// The least image data a PNG of a given size can hold. Deflate shrinks data at most about
/// 1032 to 1 (RFC 1951: a 258-byte match in as little as two bits), so image data much
/// shorter than the header's size divided by that cannot be the whole image. Checking this
/// before decoding keeps a file of a few bytes that claims a large size from costing the
/// hundreds of megabytes its pixels would take.
enum ImageDataBound {
  /// Deflate's greatest ratio, with room to spare.
  static let maximumRatio = 1100

  static func check(_ bytes: UnsafeRawBufferPointer, header: PNGHeader, source: String) throws(PNGError) {
    // The samples alone, without filter bytes or interlacing's padding: a lower bound.
    let sampleBytes = header.width * header.height * header.colorType.channels * header.bitDepth / 8
    guard sampleBytes > 1 << 20 else { return }
    var offset = 8
    var imageData = 0
    while offset + 8 <= bytes.count {
      let length = Int(bytes.bigEndianUInt32(at: offset))
      let type = bytes.bigEndianUInt32(at: offset + 4)
      if type == ChunkType.imageData { imageData += min(length, bytes.count - offset - 8) }
      if type == ChunkType.end { break }
      offset += 12 + length
    }
    if imageData * maximumRatio < sampleBytes { throw PNGError(source: source, problem: .truncated) }
  }
}
