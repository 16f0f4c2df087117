import CDeflate

/// Assembles a PNG file chunk by chunk: the signature, then each chunk as length, type, data
/// and CRC. Nothing that varies between runs (time, text, software version) is ever written,
/// so the same pixels always give the same bytes.
struct PNGWriter {
  private(set) var bytes: [UInt8] = pngSignature

  init(reservingCapacity capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  mutating func header(width: Int, height: Int, bitDepth: UInt8, colorType: PNGHeader.ColorType) {
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(width))
    data.appendBigEndian(UInt32(height))
    data += [bitDepth, colorType.rawValue, 0, 0, 0]
    chunk(ChunkType.header, data)
  }

  /// A pHYs chunk for images drawn at more than one pixel per point, so that viewers show
  /// them at their size in points (an @2x screenshot at 144 ppi).
  mutating func scale(_ scale: Double) {
    // A scale that is not finite, or past what pHYs can hold, is left out.
    guard scale != 1, scale > 0, scale < 1e4 else { return }
    let perMetre = PNGChunks.pixelsPerMetre(scale: scale)
    var data: [UInt8] = []
    data.appendBigEndian(perMetre)
    data.appendBigEndian(perMetre)
    data.append(1)
    chunk(ChunkType.physicalSize, data)
  }

  /// The whole file: the chunks so far, then the filtered rows zlib-compressed at `level`
  /// (libdeflate's 1 to 12) into one IDAT chunk, then IEND.
  consuming func finish(imageData filtered: UnsafeRawBufferPointer, level: Int32) -> [UInt8] {
    guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("out of memory") }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, filtered.count)
    let head = bytes
    return [UInt8](unsafeUninitializedCapacity: head.count + 12 + bound + 12) { buffer, initialized in
      let base = UnsafeMutableRawPointer(buffer.baseAddress!)
      head.withUnsafeBytes { base.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
      let chunkStart = head.count
      let written = libdeflate_zlib_compress(compressor, filtered.baseAddress, filtered.count, base + chunkStart + 8, bound)
      precondition(written > 0, "libdeflate's bound was too small")
      var offset = chunkStart
      func put(_ value: UInt32) {
        base.storeBytes(of: value.bigEndian, toByteOffset: offset, as: UInt32.self)
        offset += 4
      }
      put(UInt32(written))
      put(ChunkType.imageData)
      offset += written
      put(UInt32(libdeflate_crc32(0, base + chunkStart + 4, written + 4)))
      let endStart = offset
      put(0)
      put(ChunkType.end)
      put(UInt32(libdeflate_crc32(0, base + endStart + 4, 4)))
      initialized = offset
    }
  }

  mutating func chunk(_ type: UInt32, _ data: [UInt8]) {
    let start = bytes.count
    bytes.appendBigEndian(UInt32(data.count))
    bytes.appendBigEndian(type)
    bytes += data
    appendCRC(from: start + 4)
  }

  /// The CRC of everything from `offset` (a chunk's type) to the end.
  private mutating func appendCRC(from offset: Int) {
    let crc = bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress! + offset, $0.count - offset)) }
    bytes.appendBigEndian(crc)
  }
}

extension [UInt8] {
  mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
