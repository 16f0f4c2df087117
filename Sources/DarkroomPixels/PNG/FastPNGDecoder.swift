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
/// Anything else, or any damage, is declined and libspng takes over (and explains errors).
enum FastPNGDecoder {
  enum Outcome {
    case decoded(Bitmap)
    /// Not a format this decoder takes, or damaged.
    case declined
    /// Stopped after inflating, as `afterInflating` asked.
    case stopped
  }

  /// Bytes readable past the end, because an RGB pixel is loaded as four bytes.
  private static let slack = 16

  /// Decodes, or `nil` when declined. With `unfilteringInSwift` false, an image with
  /// filtered rows is declined after inflating (libspng, optimised C, then decodes it):
  /// unoptimised Swift unfilters many times slower than that.
  static func decode(_ bytes: UnsafeRawBufferPointer, header: PNGHeader, unfilteringInSwift: Bool = true) -> Bitmap? {
    let outcome = decode(bytes, header: header, unfilteringInSwift: unfilteringInSwift, afterInflating: { _ in false })
    if case .decoded(let bitmap) = outcome { return bitmap }
    return nil
  }

  /// Decodes, and once the image data is inflated (and its filter types checked) shows it to
  /// `afterInflating`, which may stop the decoding by answering `true`. It is not called when
  /// the decoder declines before that point.
  static func decode(
    _ bytes: UnsafeRawBufferPointer, header: PNGHeader, unfilteringInSwift: Bool = true,
    afterInflating: (UnsafeRawBufferPointer) -> Bool
  ) -> Outcome {
    guard header.bitDepth == 8, !header.isInterlaced, header.colorType == .rgb || header.colorType == .rgba,
      let chunks = PNGChunks.scan(bytes)
    else { return .declined }
    if let empty = chunks.emptySize {
      return .decoded(Bitmap(width: empty.width, height: empty.height, scale: chunks.scale))
    }
    let channels = header.colorType.channels
    let width = header.width, height = header.height
    let filteredRow = 1 + width * channels
    let filteredCount = height * filteredRow
    let pixelCount = width * height * 4
    // RGBA rows take one byte more filtered than decoded; the buffer grows by that much.
    let end = max(pixelCount, filteredCount)
    let filteredStart = end - filteredCount

    guard let decompressor = libdeflate_alloc_decompressor() else { return .declined }
    defer { libdeflate_free_decompressor(decompressor) }
    var inflated = false, stopped = false, declined = false
    let pixels = [UInt8](unsafeUninitializedCapacity: end + slack) { buffer, initialized in
      let base = buffer.baseAddress!
      initialized = 0
      LargeBuffers.preferHugePages(base, byteCount: buffer.count)
      let filtered = base + filteredStart
      guard inflate(bytes, chunks, into: filtered, count: filteredCount, decompressor),
        (0..<height).allSatisfy({ filtered[$0 * filteredRow] <= 4 })
      else { return }
      inflated = true
      stopped = afterInflating(UnsafeRawBufferPointer(start: filtered, count: filteredCount))
      if stopped { return }
      if (0..<height).allSatisfy({ filtered[$0 * filteredRow] == RowFilter.none }),
        copyUnfilteredRows(base, filteredStart: filteredStart, filteredRow: filteredRow, channels: channels, width: width, height: height)
      {
        initialized = pixelCount
        return
      }
      if !unfilteringInSwift {
        declined = true
        return
      }
      unfilterRows(base, filteredStart: filteredStart, filteredRow: filteredRow, channels: channels, width: width, height: height)
      initialized = pixelCount
    }
    if !inflated || declined { return .declined }
    if stopped { return .stopped }
    return .decoded(Bitmap(width: width, height: height, scale: chunks.scale, bytes: pixels))
  }

  /// Places rows that are all unfiltered (filter type None, as image snapshots are recorded)
  /// with `memmove`, and for RGB adds the alpha channel with pixman: no loop over pixels in
  /// Swift. `false` when pixman cannot take the image.
  private static func copyUnfilteredRows(
    _ base: UnsafeMutablePointer<UInt8>, filteredStart: Int, filteredRow: Int, channels: Int, width: Int, height: Int
  ) -> Bool {
    let rowBytes = width * channels
    if channels == 4 {
      // Row y moves down to y × rowBytes, never past the start of its own filtered bytes.
      for y in 0..<height {
        UnsafeMutableRawPointer(base + y * rowBytes).copyMemory(
          from: base + filteredStart + y * filteredRow + 1, byteCount: rowBytes)
      }
      return true
    }
    let stride = PixmanConversion.stride(.rgb, width: width)
    let rgb = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    defer { rgb.deallocate() }
    for y in 0..<height {
      (rgb + y * stride).copyMemory(from: base + filteredStart + y * filteredRow + 1, byteCount: rowBytes)
    }
    return PixmanConversion.convert(
      from: (UnsafeRawPointer(rgb), .rgb, stride), to: (UnsafeMutableRawPointer(base), .rgba, width * 4), width: width,
      height: height)
  }

  /// Unfilters every row into place; the filter types are known to be valid.
  private static func unfilterRows(
    _ base: UnsafeMutablePointer<UInt8>, filteredStart: Int, filteredRow: Int, channels: Int, width: Int, height: Int
  ) {
    let rowBytes = width * 4
    // Zeros above the first row, and four padded rows to set consecutive Paeth rows aside in.
    let padded = (width + 4) * channels + 8
    let zerosCount = (width + 4) * 4
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: zerosCount + 4 * padded)
    defer { scratch.deallocate() }
    scratch.initialize(repeating: 0, count: zerosCount + 4 * padded)
    let zeros = UnsafePointer(scratch)
    let copies = (0..<4).map { scratch + zerosCount + $0 * padded }
    func filtered(_ y: Int) -> UnsafePointer<UInt8> { UnsafePointer(base + filteredStart + y * filteredRow) }
    func paethRun(from y: Int) -> Int {
      var count = 0
      while count < 4, y + count < height, filtered(y + count)[0] == 4 { count += 1 }
      return count
    }
    var y = 0
    while y < height {
      let output = base + y * rowBytes
      let previous = y == 0 ? zeros : UnsafePointer(output - rowBytes)
      let run = filtered(y)[0] == 4 ? paethRun(from: y) : 0
      if run >= 2 {
        for k in 0..<4 {
          if k < run {
            (copies[k] + k * channels).update(from: filtered(y + k) + 1, count: filteredRow - 1)
          } else {
            copies[k].update(repeating: 0, count: padded)
          }
        }
        RowUnfilter.paethQuad(
          channels: channels, width: width,
          rows: (UnsafePointer(copies[0]), UnsafePointer(copies[1]), UnsafePointer(copies[2]), UnsafePointer(copies[3])),
          count: run, previous: previous, output: output, rowBytes: rowBytes)
        y += run
      } else {
        RowUnfilter.unfilter(
          filter: filtered(y)[0], channels: channels, width: width, filtered: filtered(y) + 1, previous: previous,
          output: output)
        y += 1
      }
    }
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
