import CDeflate

/// Edits of a PNG file by its chunks, with every CRC made right again so the decoders read
/// past the checksums: header fields set to edge values, chunks dropped, repeated, swapped
/// and inserted (palettes, transparency, density, unknown critical chunks), and the image
/// data inflated, its rows damaged (filter types, lengths) and compressed again.
enum PNGMutations {
  struct Chunk {
    var type: [UInt8]
    var data: [UInt8]
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func chunks(of bytes: [UInt8]) -> [Chunk]? {
    guard bytes.starts(with: signature) else { return nil }
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { break }
      chunks.append(Chunk(type: Array(bytes[(offset + 4)..<(offset + 8)]), data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  static func file(_ chunks: [Chunk], fixingCRCs: Bool = true) -> [UInt8] {
    var bytes = signature
    for chunk in chunks {
      bytes += bigEndian(UInt32(chunk.data.count))
      let body = chunk.type + chunk.data
      bytes += body
      let crc = body.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
      bytes += bigEndian(fixingCRCs ? crc : crc ^ 1)
    }
    return bytes
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static let sizes: [UInt32] = [0, 1, 2, 3, 7, 8, 9, 255, 256, 4096, 65535, 65536, 10001, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]

  static func mutate(_ bytes: inout [UInt8], random: inout FuzzRandom) {
    guard var chunks = chunks(of: bytes), !chunks.isEmpty else {
      ByteMutations.mutate(&bytes, tokens: ["IHDR", "IDAT", "IEND", "PLTE", "tRNS"], other: [], random: &random)
      return
    }
    var fixCRCs = !random.oneIn(30)
    let index = random.below(chunks.count)
    switch random.below(9) {
    case 0, 1: editHeader(&chunks, random: &random)
    case 2: chunks.remove(at: index)
    case 3: chunks.insert(chunks[index], at: index)
    case 4: chunks.swapAt(index, random.below(chunks.count))
    case 5: chunks.insert(madeUpChunk(random: &random), at: random.below(chunks.count + 1))
    case 6 where !chunks[index].data.isEmpty:
      let at = random.below(chunks[index].data.count)
      chunks[index].data[at] ^= UInt8(1) << UInt8(random.below(8))
    case 7: reworkImageData(&chunks, random: &random)
    default:
      bytes = file(chunks)
      ByteMutations.mutate(&bytes, tokens: ["IHDR", "IDAT", "IEND", "\u{0}\u{0}\u{0}\u{0}"], other: [], random: &random)
      return
    }
    if random.oneIn(20) { fixCRCs = false }
    bytes = file(chunks, fixingCRCs: fixCRCs)
  }

  private static func editHeader(_ chunks: inout [Chunk], random: inout FuzzRandom) {
    guard let index = chunks.firstIndex(where: { $0.type == Array("IHDR".utf8) }), chunks[index].data.count == 13 else { return }
    var data = chunks[index].data
    switch random.below(6) {
    case 0: data.replaceSubrange(0..<4, with: bigEndian(random.pick(sizes)))
    case 1: data.replaceSubrange(4..<8, with: bigEndian(random.pick(sizes)))
    case 2: data[8] = random.pick([1, 2, 4, 8, 16, 0, 3, 32, 255])
    case 3: data[9] = random.pick([0, 2, 3, 4, 6, 1, 5, 7])
    case 4: data[12] = random.pick([0, 1, 2])
    default: data[10 + random.below(2)] = random.pick([0, 1, 255])
    }
    chunks[index].data = data
  }

  private static func madeUpChunk(random: inout FuzzRandom) -> Chunk {
    let randomBytes = { (count: Int, random: inout FuzzRandom) -> [UInt8] in (0..<count).map { _ in UInt8(random.below(256)) } }
    switch random.below(9) {
    case 0: return Chunk(type: Array("tRNS".utf8), data: randomBytes(random.pick([0, 1, 2, 6, 255, 256, 300]), &random))
    case 1: return Chunk(type: Array("PLTE".utf8), data: randomBytes(random.pick([0, 3, 6, 767, 768, 771, 1]), &random))
    case 2:
      let density = bigEndian(random.pick([0, 1, 2835, 5669, 0xFFFF_FFFF]))
      return Chunk(type: Array("pHYs".utf8), data: density + (random.oneIn(2) ? density : bigEndian(1)) + [random.pick([0, 1, 2])])
    case 3: return Chunk(type: Array("drEm".utf8), data: bigEndian(random.pick(sizes)) + bigEndian(random.pick(sizes)))
    case 4: return Chunk(type: Array("IEND".utf8), data: [])
    case 5: return Chunk(type: Array("IDAT".utf8), data: randomBytes(random.below(64), &random))
    case 6: return Chunk(type: Array(random.pick(["ABCD", "iDOT", "sBIT", "gAMA", "cHRM", "sRGB", "bKGD", "hIST", "sPLT", "eXIf", "acTL", "fcTL"]).utf8), data: randomBytes(random.below(40), &random))
    case 7: return Chunk(type: Array(random.pick(["tEXt", "zTXt", "iTXt", "iCCP"]).utf8), data: Array("Comment\u{0}".utf8) + randomBytes(random.below(80), &random))
    default: return Chunk(type: Array("IHDR".utf8), data: randomBytes(13, &random))
    }
  }

  /// Inflates the image data, damages the rows, and compresses them again into one to four chunks.
  private static func reworkImageData(_ chunks: inout [Chunk], random: inout FuzzRandom) {
    let idat = Array("IDAT".utf8)
    let compressed = chunks.filter { $0.type == idat }.flatMap(\.data)
    guard let first = chunks.firstIndex(where: { $0.type == idat }), var rows = inflate(compressed) else { return }
    switch random.below(5) {
    case 0 where !rows.isEmpty: rows[random.below(rows.count)] = UInt8(random.below(7))
    case 1: rows.removeLast(min(rows.count, 1 + random.below(max(1, rows.count / 2))))
    case 2: rows += Array(repeating: UInt8(random.below(256)), count: 1 + random.below(4096))
    case 3 where !rows.isEmpty:
      for _ in 0..<(1 + random.below(16)) { rows[random.below(rows.count)] = UInt8(random.below(256)) }
    default: rows = Array(repeating: 4, count: rows.count)
    }
    let recompressed = deflate(rows, level: Int32(random.pick([0, 1, 6, 12])))
    chunks.removeAll { $0.type == idat }
    let parts = 1 + random.below(4)
    let size = max(1, (recompressed.count + parts - 1) / parts)
    var pieces: [Chunk] = []
    var start = 0
    while start < recompressed.count {
      pieces.append(Chunk(type: idat, data: Array(recompressed[start..<min(recompressed.count, start + size)])))
      start += size
    }
    if pieces.isEmpty { pieces = [Chunk(type: idat, data: [])] }
    chunks.insert(contentsOf: pieces, at: min(first, chunks.count))
  }

  static func inflate(_ data: [UInt8]) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var capacity = max(4096, data.count * 8)
    while capacity <= 1 << 24 {
      var output = [UInt8](repeating: 0, count: capacity)
      var produced = 0
      let status = data.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { out in
          libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &produced)
        }
      }
      if status == LIBDEFLATE_SUCCESS { return Array(output.prefix(produced)) }
      guard status == LIBDEFLATE_INSUFFICIENT_SPACE else { return nil }
      capacity *= 4
    }
    return nil
  }

  static func deflate(_ data: [UInt8], level: Int32) -> [UInt8] {
    guard let compressor = libdeflate_alloc_compressor(level) else { return [] }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, data.count)
    var output = [UInt8](repeating: 0, count: bound)
    let written = data.withUnsafeBytes { input in
      output.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
    }
    return Array(output.prefix(written))
  }
}
