/// How to trade time for size when writing a PNG. All are deterministic: the same pixels
/// give the same bytes in every run, in debug and release builds alike.
///
/// ```swift
/// let reference = PNG.encode(bitmap, .reference)   // what image snapshots record
/// ```
public enum PNGEncoding: Sendable, Equatable {
  /// For images that are looked at once, like diffs: rows unfiltered, quick deflate.
  case fast
  /// For references kept in the repository: the smaller of unfiltered rows and rows filtered
  /// one by one with the filter that suits each, at a thorough deflate level. The filters run
  /// in Swift, so this is slow in an unoptimised build.
  case compact
  /// For references a test records: rows unfiltered, at `.compact`'s deflate level. Every
  /// step is optimised C (pixman, `memcpy`, libdeflate), so a debug build writes it as fast
  /// as a release build. Interface colours come out about as small as with `.compact`;
  /// gradients and photographs larger.
  case reference
  /// `.reference` with the alpha channel left out when every pixel is opaque: for images a
  /// store takes only without alpha (App Store screenshots), written as fast in a debug build.
  case opaqueReference

  /// libdeflate's level. Its level 1 is slower than 2 on screenshots (it finds the long runs
  /// of flat colour less well), and past 6 the files shrink by a few percent at three times
  /// the cost.
  var compressionLevel: Int32 {
    switch self {
    case .fast: 2
    case .compact, .reference, .opaqueReference: 6
    }
  }
}

extension PNG {
  /// Encodes a bitmap as an 8-bit PNG with a pHYs chunk when the scale is not 1: RGBA, or with
  /// `.compact` and `.opaqueReference` RGB when every pixel is opaque.
  ///
  /// PNG has no empty images, so an empty bitmap (an empty view renders as one) is written as
  /// one transparent pixel with a private `drEm` chunk holding its real size: `PNG.decode`
  /// gives the empty bitmap back, and other viewers show nothing.
  ///
  /// ```swift
  /// let bytes = PNG.encode(bitmap, .compact)
  /// try FileBytes.writeAtomically(bytes, to: "reference.png", durable: true)
  /// ```
  public static func encode(_ bitmap: Bitmap, _ encoding: PNGEncoding = .compact) -> [UInt8] {
    let bitmap = bitmap.repaired()
    guard bitmap.width > 0, bitmap.height > 0 else { return encodeEmpty(bitmap) }
    // Only `.compact` and `.opaqueReference` drop the alpha channel of opaque images: finding
    // out and packing RGB rows cost more than deflating the constant alpha bytes.
    let opaque = (encoding == .compact || encoding == .opaqueReference) && bitmap.isOpaque
    var writer = PNGWriter()
    writer.header(width: bitmap.width, height: bitmap.height, bitDepth: 8, colorType: opaque ? .rgb : .rgba)
    writer.scale(bitmap.scale)
    let level = encoding.compressionLevel
    // Flat interface colours compress best unfiltered; photographs and gradients want filters.
    let rows = PlainRows.make(bitmap, opaque: opaque) ?? filteredRows(bitmap, channels: opaque ? 3 : 4, adaptive: false)
    let plain = rows.withUnsafeBytes { writer.finish(imageData: $0, level: level) }
    guard encoding == .compact else { return plain }
    let filtered = filteredRows(bitmap, channels: opaque ? 3 : 4, adaptive: true).withUnsafeBytes {
      writer.finish(imageData: $0, level: level)
    }
    return filtered.count < plain.count ? filtered : plain
  }

  /// Encodes an indexed image as a palette PNG of 1, 2, 4 or 8 bits a pixel, as few as the
  /// palette needs (with a tRNS chunk when a colour is not opaque). Rows are stored
  /// unfiltered, as the PNG specification advises for palettes. An empty image is written as
  /// an empty bitmap is.
  public static func encode(_ image: IndexedBitmap, _ encoding: PNGEncoding = .fast) -> [UInt8] {
    let image = image.repaired()
    guard image.width > 0, image.height > 0 else { return encodeEmpty(image.bitmap()) }
    let depth = image.palette.count <= 2 ? 1 : image.palette.count <= 4 ? 2 : image.palette.count <= 16 ? 4 : 8
    var writer = PNGWriter()
    writer.header(width: image.width, height: image.height, bitDepth: UInt8(depth), colorType: .palette)
    writer.chunk(ChunkType.palette, image.palette.flatMap { [$0.red, $0.green, $0.blue] })
    if let lastTranslucent = image.palette.lastIndex(where: { $0.alpha != 255 }) {
      writer.chunk(ChunkType.transparency, image.palette[...lastTranslucent].map(\.alpha))
    }
    writer.scale(image.scale)
    let width = image.width
    let rowBytes = (width * depth + 7) / 8
    let filtered = LargeBuffers.array(count: image.height * (rowBytes + 1)) { output in
      image.indices.withUnsafeBufferPointer { indices in
        for y in 0..<image.height {
          let target = output + y * (rowBytes + 1)
          target[0] = RowFilter.none
          let row = indices.baseAddress! + y * width
          pack(row, width, depth: depth, into: target + 1)
        }
      }
    }
    return filtered.withUnsafeBytes { writer.finish(imageData: $0, level: encoding.compressionLevel) }
  }

  /// One transparent pixel standing for an empty image, with its size in a drEm chunk.
  private static func encodeEmpty(_ bitmap: Bitmap) -> [UInt8] {
    var writer = PNGWriter()
    writer.header(width: 1, height: 1, bitDepth: 8, colorType: .rgba)
    writer.scale(bitmap.scale)
    var size: [UInt8] = []
    size.appendBigEndian(UInt32(bitmap.width))
    size.appendBigEndian(UInt32(bitmap.height))
    writer.chunk(ChunkType.emptyImage, size)
    let row: [UInt8] = [RowFilter.none, 0, 0, 0, 0]
    return row.withUnsafeBytes { writer.finish(imageData: $0, level: 6) }
  }

  /// The rows of `bitmap` (RGB or RGBA) each preceded by its filter type: none, or with
  /// `adaptive`, the filter that looks smallest for that row.
  private static func filteredRows(_ bitmap: Bitmap, channels: Int, adaptive: Bool) -> [UInt8] {
    let width = bitmap.width, height = bitmap.height
    let rowBytes = width * channels
    return LargeBuffers.array(count: height * (rowBytes + 1)) { output in
      // Two packed rows (this one and the one above), one to try filters in, and zeros above
      // the first row.
      let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, rowBytes * 4))
      defer { scratch.deallocate() }
      (scratch + 3 * rowBytes).initialize(repeating: 0, count: rowBytes)
      bitmap.bytes.withUnsafeBufferPointer { pixels in
        var previous = UnsafePointer(scratch + 3 * rowBytes)
        for y in 0..<height {
          let target = output + y * (rowBytes + 1)
          let source = pixels.baseAddress! + y * width * 4
          let row: UnsafePointer<UInt8>
          if channels == 4 {
            row = source
          } else if adaptive {
            packRGB(source, width, into: scratch + (y % 2) * rowBytes)
            row = UnsafePointer(scratch + (y % 2) * rowBytes)
          } else {
            packRGB(source, width, into: target + 1)
            target[0] = RowFilter.none
            continue
          }
          if adaptive {
            target[0] = RowFilter.best(
              bytesPerPixel: channels, row: row, previous: previous, count: rowBytes, scratch: scratch + 2 * rowBytes,
              into: target + 1)
          } else {
            target[0] = RowFilter.none
            (target + 1).update(from: row, count: rowBytes)
          }
          previous = row
        }
      }
    }
  }

  /// Packs palette indices of `depth` bits (1, 2, 4 or 8) into bytes, leftmost pixel in the
  /// high bits, as PNG stores them.
  private static func pack(_ row: UnsafePointer<UInt8>, _ width: Int, depth: Int, into target: UnsafeMutablePointer<UInt8>) {
    switch depth {
    case 8:
      target.update(from: row, count: width)
    case 4:
      let pairs = width / 2
      var byte = 0
      // Eight indices a word: each pair into one 16-bit lane, then the lanes' low bytes
      // gathered into four bytes. No per-pixel loop, which keeps debug builds quick.
      while byte + 4 <= pairs {
        let v = UInt64(littleEndian: UnsafeRawPointer(row + 2 * byte).loadUnaligned(as: UInt64.self))
        let low: UInt64 = 0x000F_000F_000F_000F
        var x = ((v & low) &<< 4) | ((v &>> 8) & low)
        x = (x | (x &>> 8)) & 0x0000_FFFF_0000_FFFF
        x = (x | (x &>> 16)) & 0xFFFF_FFFF
        UnsafeMutableRawPointer(target + byte).storeBytes(of: UInt32(truncatingIfNeeded: x).littleEndian, as: UInt32.self)
        byte += 4
      }
      while byte < pairs {
        target[byte] = row[2 * byte] << 4 | (row[2 * byte + 1] & 0x0F)
        byte += 1
      }
      if width % 2 == 1 { target[width / 2] = row[width - 1] << 4 }
    default:
      let perByte = 8 / depth, mask = UInt8((1 << depth) - 1)
      for byte in 0..<((width * depth + 7) / 8) {
        var packed: UInt8 = 0
        for slot in 0..<perByte where byte * perByte + slot < width {
          packed |= (row[byte * perByte + slot] & mask) << UInt8(8 - depth * (slot + 1))
        }
        target[byte] = packed
      }
    }
  }

  private static func packRGB(_ source: UnsafePointer<UInt8>, _ width: Int, into target: UnsafeMutablePointer<UInt8>) {
    for x in 0..<width {
      target[3 * x] = source[4 * x]
      target[3 * x + 1] = source[4 * x + 1]
      target[3 * x + 2] = source[4 * x + 2]
    }
  }
}

extension Bitmap {
  /// Whether every pixel has alpha 255.
  ///
  /// The alpha channel is taken out by pixman a band of rows at a time and checked with
  /// `memcmp`, so that the answer is quick in an unoptimised build too.
  public var isOpaque: Bool {
    let width = self.width, height = self.height
    guard width > 0, height > 0 else { return true }
    return bytes.withUnsafeBytes { pixels in
      let band = max(1, min(height, 65_536 / width))
      let stride = PixmanConversion.stride(.alpha, width: width)
      let alpha = UnsafeMutableRawPointer.allocate(byteCount: stride * band, alignment: 16)
      defer { alpha.deallocate() }
      var top = 0
      while top < height {
        let rows = min(band, height - top)
        guard
          PixmanConversion.convert(
            from: (pixels.baseAddress! + top * width * 4, .rgba, width * 4), to: (alpha, .alpha, stride), width: width,
            height: rows)
        else { return isOpaqueBySwift(pixels) }
        for row in 0..<rows where !ByteRuns.allEqual(alpha + row * stride, count: width, to: 255) { return false }
        top += rows
      }
      return true
    }
  }

  private func isOpaqueBySwift(_ raw: UnsafeRawBufferPointer) -> Bool {
    let words = raw.bindMemory(to: UInt32.self)
    var all: UInt32 = 0xFF00_0000
    var offset = 0
    // Checked in blocks, so that the loop vectorises and still stops early.
    while offset < words.count {
      let end = min(offset + 1024, words.count)
      for index in offset..<end { all &= words[index] }
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
      offset = end
    }
    return true
  }
}
