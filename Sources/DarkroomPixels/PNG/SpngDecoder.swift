import CSpng

/// The decoder for every PNG the fast path does not take: grey, palette, 16-bit, interlaced,
/// with transparency chunks, or damaged. libspng converts any of them to 8-bit RGBA (16-bit
/// samples keep their high byte) and applies tRNS transparency; gamma is left alone, as every
/// browser and image viewer does for screenshots.
enum SpngDecoder {
  static func decode(_ bytes: UnsafeRawBufferPointer, header: PNGHeader, source: String) throws(PNGError) -> Bitmap {
    func fail(_ code: Int32) -> PNGError { PNGError(source: source, problem: problem(for: code)) }
    guard let context = spng_ctx_new(0) else { throw PNGError(source: source, problem: .corrupt("out of memory")) }
    defer { spng_ctx_free(context) }
    // The pixel count was checked against the limits already; these cap what libspng keeps of
    // ancillary chunks (text, ICC profiles) so they cannot balloon either.
    spng_set_image_limits(context, UInt32(header.width), UInt32(header.height))
    spng_set_chunk_limits(context, 1 << 26, 1 << 26)
    var status = spng_set_png_buffer(context, bytes.baseAddress, bytes.count)
    if status != 0 { throw fail(status) }

    let format = Int32(SPNG_FMT_RGBA8.rawValue)
    var size = 0
    status = spng_decoded_image_size(context, format, &size)
    if status != 0 { throw fail(status) }
    guard size == header.width * header.height * 4 else {
      throw PNGError(source: source, problem: .corrupt("unexpected decoded size \(size)"))
    }
    let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      status = spng_decode_image(context, buffer.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
      initialized = status == 0 ? size : 0
    }
    if status != 0 { throw fail(status) }
    // Read on to IEND: a file cut off after its image data is damaged too, and the fast
    // path, which checks every chunk, would say so.
    status = spng_decode_chunks(context)
    if status != 0 { throw fail(status) }
    // libspng does not read the CRC of IEND; a file cut inside it is still incomplete.
    guard containsCompleteEnd(bytes) else { throw PNGError(source: source, problem: .truncated) }

    var physical = spng_phys()
    var scale = 1.0
    if spng_get_phys(context, &physical) == 0, physical.unit_specifier == 1,
      physical.ppu_x == physical.ppu_y
    {
      scale = PNGChunks.scale(pixelsPerMetre: physical.ppu_x)
    }
    return Bitmap(width: header.width, height: header.height, scale: scale, bytes: pixels)
  }

  /// Whether the 12 bytes of an IEND chunk (always the same) are in the data.
  private static func containsCompleteEnd(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    var start = bytes.count - end.count
    while start >= 8 {
      if bytes[start + 4] == 0x49, bytes[(start)..<(start + end.count)].elementsEqual(end) { return true }
      start -= 1
    }
    return false
  }

  private static func problem(for code: Int32) -> PNGError.Problem {
    switch code {
    case Int32(SPNG_ESIGNATURE.rawValue): .notPNG
    case Int32(SPNG_IO_EOF.rawValue), Int32(SPNG_EOF.rawValue), Int32(SPNG_EIDAT_TOO_SHORT.rawValue): .truncated
    default: .corrupt(String(cString: spng_strerror(code)))
    }
  }
}
