import CDeflate

/// The decoder for what screenshots and references are: 8-bit RGB or RGBA, not interlaced.
///
/// 1. One pass over the chunks checks every CRC and finds the image data (``PNGChunks``).
/// 2. libdeflate inflates all of it at once: its exact size is known from the header, so no
///    streaming is needed, and it is several times faster than zlib.
/// 3. The rows are unfiltered straight into the RGBA pixels (``RowUnfilter``).
///
/// The inflated rows go at the end of the pixel buffer itself, and each row is unfiltered to
/// its place at the front. Row `y` of the output never reaches the filtered bytes of row
/// `y + 1`, and within a row each pixel is read before it is overwritten, so the decoder needs
/// no second image-sized buffer.
///
/// Anything else, or any damage, answers `nil` and libspng takes over (and explains errors).
enum FastPNGDecoder {
  /// Bytes readable past the end, because an RGB pixel is loaded as four bytes.
  private static let slack = 16

  static func decode(_ bytes: UnsafeRawBufferPointer, header: PNGHeader) -> Bitmap? {
    guard header.bitDepth == 8, !header.isInterlaced, header.colorType == .rgb || header.colorType == .rgba,
      let chunks = PNGChunks.scan(bytes)
    else { return nil }
    let channels = header.colorType.channels
    let width = header.width, height = header.height
    let filteredRow = 1 + width * channels
    let filteredCount = height * filteredRow
    let pixelCount = width * height * 4
    // RGBA rows take one byte more filtered than decoded; the buffer grows by that much.
    let end = max(pixelCount, filteredCount)
    let filteredStart = end - filteredCount

    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var succeeded = false
    let pixels = [UInt8](unsafeUninitializedCapacity: end + slack) { buffer, initialized in
      let base = buffer.baseAddress!
      initialized = 0
      LargeBuffers.preferHugePages(base, byteCount: buffer.count)
      guard inflate(bytes, chunks, into: base + filteredStart, count: filteredCount, decompressor) else { return }
      let firstPrevious = [UInt8](repeating: 0, count: width * 4)
      succeeded = firstPrevious.withUnsafeBufferPointer { zeros in
        do {
          for y in 0..<height {
            let filtered = UnsafePointer(base + filteredStart + y * filteredRow)
            let output = base + y * width * 4
            let previous = y == 0 ? zeros.baseAddress! : UnsafePointer(output - width * 4)
            try RowUnfilter.unfilter(
              filter: filtered[0], channels: channels, width: width, filtered: filtered + 1,
              previous: previous, output: output)
          }
          return true
        } catch {
          return false
        }
      }
      initialized = succeeded ? pixelCount : 0
    }
    guard succeeded else { return nil }
    return Bitmap(width: width, height: height, scale: chunks.scale, bytes: pixels)
  }

  /// Inflates the image data into exactly `count` bytes; `false` if it is damaged or has
  /// another size.
  private static func inflate(
    _ bytes: UnsafeRawBufferPointer, _ chunks: PNGChunks, into output: UnsafeMutablePointer<UInt8>, count: Int,
    _ decompressor: OpaquePointer
  ) -> Bool {
    func run(_ input: UnsafeRawPointer, _ inputCount: Int) -> Bool {
      libdeflate_zlib_decompress(decompressor, input, inputCount, output, count, nil) == LIBDEFLATE_SUCCESS
    }
    if chunks.imageData.count == 1, let range = chunks.imageData.first {
      return run(bytes.baseAddress! + range.lowerBound, range.count)
    }
    var joined = [UInt8]()
    joined.reserveCapacity(chunks.imageDataCount)
    for range in chunks.imageData { joined += bytes[range] }
    return joined.withUnsafeBytes { run($0.baseAddress!, $0.count) }
  }
}
