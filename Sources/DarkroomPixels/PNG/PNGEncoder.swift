/// How to trade time for size when writing a PNG. Both are deterministic: the same pixels
/// give the same bytes in every run.
public enum PNGEncoding: Sendable, Equatable {
  /// For images that are looked at once, like diffs: rows filtered with Up, quick deflate.
  case fast
  /// For references kept in the repository: each row gets the filter that suits it best,
  /// thorough deflate.
  case compact

  var compressionLevel: Int32 {
    switch self {
    case .fast: 1
    case .compact: 9
    }
  }
}

extension PNG {
  /// Encodes a bitmap as an 8-bit PNG: RGB when every pixel is opaque, else RGBA, with a pHYs
  /// chunk when the scale is not 1.
  ///
  /// ```swift
  /// let bytes = PNG.encode(bitmap, .compact)
  /// try FileBytes.writeAtomically(bytes, to: "reference.png", durable: true)
  /// ```
  public static func encode(_ bitmap: Bitmap, _ encoding: PNGEncoding = .compact) -> [UInt8] {
    let opaque = bitmap.isOpaque
    let channels = opaque ? 3 : 4
    let width = bitmap.width, height = bitmap.height
    let rowBytes = width * channels
    let filteredRow = rowBytes + 1

    var writer = PNGWriter()
    writer.header(width: width, height: height, bitDepth: 8, colorType: opaque ? .rgb : .rgba)
    writer.scale(bitmap.scale)

    let filtered = [UInt8](unsafeUninitializedCapacity: height * filteredRow) { output, initialized in
      // Two packed rows (this one and the one above) and one to try filters in.
      var scratch = [UInt8](repeating: 0, count: rowBytes * 3)
      bitmap.bytes.withUnsafeBufferPointer { pixels in
        scratch.withUnsafeMutableBufferPointer { scratch in
          var previous: UnsafePointer<UInt8>? = nil
          for y in 0..<height {
            let source = pixels.baseAddress! + y * width * 4
            let row: UnsafePointer<UInt8>
            if opaque {
              let packed = scratch.baseAddress! + (y % 2) * rowBytes
              packRGB(source, width, into: packed)
              row = UnsafePointer(packed)
            } else {
              row = source
            }
            let target = output.baseAddress! + y * filteredRow
            switch encoding {
            case .fast:
              target[0] = previous == nil ? RowFilter.none : RowFilter.up
              RowFilter.apply(target[0], bytesPerPixel: channels, row: row, previous: previous, count: rowBytes, into: target + 1)
            case .compact:
              target[0] = RowFilter.best(
                bytesPerPixel: channels, row: row, previous: previous, count: rowBytes,
                scratch: scratch.baseAddress! + 2 * rowBytes, into: target + 1)
            }
            previous = row
          }
        }
      }
      initialized = height * filteredRow
    }
    return filtered.withUnsafeBytes { writer.finish(imageData: $0, level: encoding.compressionLevel) }
  }

  /// Encodes an indexed image as an 8-bit palette PNG (with a tRNS chunk when a colour is
  /// not opaque). Rows are stored unfiltered, as the PNG specification advises for palettes.
  public static func encode(_ image: IndexedBitmap, _ encoding: PNGEncoding = .fast) -> [UInt8] {
    var writer = PNGWriter()
    writer.header(width: image.width, height: image.height, bitDepth: 8, colorType: .palette)
    writer.chunk(ChunkType.palette, image.palette.flatMap { [$0.red, $0.green, $0.blue] })
    if image.palette.contains(where: { $0.alpha != 255 }) {
      let lastTranslucent = image.palette.lastIndex(where: { $0.alpha != 255 })!
      writer.chunk(ChunkType.transparency, image.palette[...lastTranslucent].map(\.alpha))
    }
    writer.scale(image.scale)
    let width = image.width
    let filtered = [UInt8](unsafeUninitializedCapacity: image.height * (width + 1)) { output, initialized in
      image.indices.withUnsafeBufferPointer { indices in
        for y in 0..<image.height {
          let target = output.baseAddress! + y * (width + 1)
          target[0] = RowFilter.none
          (target + 1).update(from: indices.baseAddress! + y * width, count: width)
        }
      }
      initialized = image.height * (width + 1)
    }
    return filtered.withUnsafeBytes { writer.finish(imageData: $0, level: encoding.compressionLevel) }
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
  public var isOpaque: Bool {
    bytes.withUnsafeBytes { raw in
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
}
