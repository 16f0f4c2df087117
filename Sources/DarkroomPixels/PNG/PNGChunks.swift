import CDeflate

/// Where the parts of a simple PNG file are, found in one pass over its chunks, with every
/// chunk's CRC checked.
///
/// `scan` answers `nil` for anything it does not expect — a bad CRC, a chunk out of place,
/// transparency, an unknown critical chunk — so that libspng decodes (or rejects) the file
/// and gives the precise reason.
struct PNGChunks {
  /// Byte ranges of the IDAT chunks' data, in file order.
  var imageData: [Range<Int>] = []
  var imageDataCount = 0
  /// From a pHYs chunk in pixels per metre, if there is one.
  var scale: Double = 1
  /// The size of an empty image, from a drEm chunk (written by `PNG.encode` for empty bitmaps).
  var emptySize: PixelSize?

  static func scan(_ bytes: UnsafeRawBufferPointer) -> PNGChunks? {
    var chunks = PNGChunks()
    var offset = 8
    var sawImageData = false, imageDataEnded = false
    while offset + 12 <= bytes.count {
      let length = Int(bytes.bigEndianUInt32(at: offset))
      let type = bytes.bigEndianUInt32(at: offset + 4)
      let dataStart = offset + 8
      guard length <= Int(Int32.max), dataStart + length + 4 <= bytes.count else { return nil }
      let stored = bytes.bigEndianUInt32(at: dataStart + length)
      let computed = UInt32(libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4))
      guard stored == computed else { return nil }

      switch type {
      case ChunkType.header:
        guard offset == 8 else { return nil }
      case ChunkType.imageData:
        guard !imageDataEnded else { return nil }
        sawImageData = true
        chunks.imageData.append(dataStart..<(dataStart + length))
        chunks.imageDataCount += length
      case ChunkType.end:
        return sawImageData ? chunks : nil
      case ChunkType.transparency:
        return nil
      case ChunkType.palette:
        // A palette of 1 to 256 colours before the image data, or libspng says what is wrong.
        guard length % 3 == 0, (3...768).contains(length), !sawImageData else { return nil }
      case ChunkType.emptyImage:
        guard length == 8 else { return nil }
        let size = PixelSize(width: Int(bytes.bigEndianUInt32(at: dataStart)), height: Int(bytes.bigEndianUInt32(at: dataStart + 4)))
        if size.width == 0 || size.height == 0 { chunks.emptySize = size }
      case ChunkType.physicalSize:
        guard length == 9 else { return nil }
        let perX = bytes.bigEndianUInt32(at: dataStart), perY = bytes.bigEndianUInt32(at: dataStart + 4)
        if bytes[dataStart + 8] == 1, perX == perY { chunks.scale = scale(pixelsPerMetre: perX) }
      default:
        let isCritical = (type >> 24) & 0x20 == 0
        if isCritical { return nil }
      }
      if sawImageData, type != ChunkType.imageData { imageDataEnded = true }
      offset = dataStart + length + 4
    }
    return nil
  }

  /// The scale of an image drawn for a screen at 72 pixels per inch per point: 144 ppi is @2x.
  static func scale(pixelsPerMetre: UInt32) -> Double {
    let scale = Double(pixelsPerMetre) * 0.0254 / 72
    return scale < 0.5 ? 1 : (scale * 100).rounded() / 100
  }

  static func pixelsPerMetre(scale: Double) -> UInt32 {
    UInt32((scale * 72 / 0.0254).rounded())
  }
}

/// Chunk types as the big-endian numbers of their four letters.
enum ChunkType {
  static let header: UInt32 = 0x4948_4452  // IHDR
  static let palette: UInt32 = 0x504C_5445  // PLTE
  static let imageData: UInt32 = 0x4944_4154  // IDAT
  static let end: UInt32 = 0x4945_4E44  // IEND
  static let transparency: UInt32 = 0x7452_4E53  // tRNS
  static let physicalSize: UInt32 = 0x7048_5973  // pHYs
  /// Ours (private, ancillary, safe to copy): the image stands for an empty one of this size.
  static let emptyImage: UInt32 = 0x6472_456D  // drEm
}
