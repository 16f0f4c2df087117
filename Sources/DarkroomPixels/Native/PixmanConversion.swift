import CPixman

/// Whole-image pixel format conversions done by pixman: channel order, RGB to RGBA and back,
/// and alpha planes.
///
/// pixman is optimised C (SIMD included) in every build of the engine, so these run at full
/// speed even in the unoptimised build `swift test` uses, where the same loop in Swift is ten
/// to fifty times slower. Each conversion copies channels exactly; none rounds.
///
/// ```swift
/// let ok = PixmanConversion.convert(
///   from: (cairoData, .cairoARGB, stride), to: (rgbaBytes, .rgba, width * 4), width: w, height: h)
/// ```
enum PixmanConversion {
  /// The memory layouts the engine converts between (byte order on a little-endian machine).
  enum Layout {
    /// R, G, B, A bytes: a ``Bitmap``'s pixels.
    case rgba
    /// B, G, R, A bytes: cairo's ARGB32 words.
    case cairoARGB
    /// R, G, B bytes, no alpha (read as opaque): PNG's RGB rows.
    case rgb
    /// One alpha byte a pixel.
    case alpha

    var format: pixman_format_code_t {
      switch self {
      case .rgba: PIXMAN_a8b8g8r8
      case .cairoARGB: PIXMAN_a8r8g8b8
      case .rgb: PIXMAN_b8g8r8
      case .alpha: PIXMAN_a8
      }
    }

    var bytesPerPixel: Int {
      switch self {
      case .rgba, .cairoARGB: 4
      case .rgb: 3
      case .alpha: 1
      }
    }
  }

  /// The row stride pixman accepts for `width` pixels of `layout`: whole 32-bit words.
  static func stride(_ layout: Layout, width: Int) -> Int {
    (width * layout.bytesPerPixel + 3) & ~3
  }

  /// Copies `width` × `height` pixels from one layout to another; `false` (and nothing
  /// written) when pixman cannot take them: a stride that is not whole 32-bit words, or a
  /// size past its 32-bit limits. Both buffers must start on a 4-byte boundary.
  static func convert(
    from source: (pointer: UnsafeRawPointer, layout: Layout, stride: Int),
    to target: (pointer: UnsafeMutableRawPointer, layout: Layout, stride: Int),
    width: Int, height: Int
  ) -> Bool {
    guard width > 0, height > 0 else { return true }
    let limit = Int(Int32.max)
    guard width < 1 << 28, height < 1 << 28, source.stride % 4 == 0, target.stride % 4 == 0,
      source.stride <= limit, target.stride <= limit,
      source.stride >= width * source.layout.bytesPerPixel, target.stride >= width * target.layout.bytesPerPixel,
      Int(bitPattern: source.pointer) % 4 == 0, Int(bitPattern: target.pointer) % 4 == 0
    else { return false }
    // pixman reads the source through a mutable pointer but does not write it.
    let sourceBits = UnsafeMutableRawPointer(mutating: source.pointer).assumingMemoryBound(to: UInt32.self)
    guard
      let from = pixman_image_create_bits(
        source.layout.format, Int32(width), Int32(height), sourceBits, Int32(source.stride))
    else { return false }
    defer { pixman_image_unref(from) }
    guard
      let to = pixman_image_create_bits(
        target.layout.format, Int32(width), Int32(height), target.pointer.assumingMemoryBound(to: UInt32.self),
        Int32(target.stride))
    else { return false }
    defer { pixman_image_unref(to) }
    // Rows far apart in memory are converted in bands, so that pixman's 16-bit internal
    // coordinates are never reached.
    let band = 16_384
    var top = 0
    while top < height {
      let rows = min(band, height - top)
      pixman_image_composite32(
        PIXMAN_OP_SRC, from, nil, to, 0, Int32(top), 0, 0, 0, Int32(top), Int32(width), Int32(rows))
      top += rows
    }
    return true
  }
}

extension PixmanConversion {
  /// Writes RGBA pixels for `width` × `height` palette indices (rows of `width` bytes, no
  /// padding) through pixman's 8-bit indexed format: each index looks its colour up, exactly.
  /// `false` (nothing written) when pixman cannot take the image.
  static func expand(
    indices: UnsafePointer<UInt8>, width: Int, height: Int, palette: [Pixel], into target: UnsafeMutableRawPointer
  ) -> Bool {
    guard width > 0, height > 0 else { return true }
    guard palette.count <= 256, width < 1 << 28, height < 1 << 28, width * 4 <= Int(Int32.max),
      Int(bitPattern: target) % 4 == 0
    else { return false }
    let indexed = UnsafeMutablePointer<pixman_indexed_t>.allocate(capacity: 1)
    defer { indexed.deallocate() }
    UnsafeMutableRawPointer(indexed).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<pixman_indexed_t>.size)
    withUnsafeMutableBytes(of: &indexed.pointee.rgba) { table in
      for (slot, color) in palette.enumerated() {
        let argb = UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        table.storeBytes(of: argb, toByteOffset: slot * 4, as: UInt32.self)
      }
    }
    let stride = (width + 3) & ~3
    var padded: UnsafeMutableRawPointer? = nil
    if stride != width || Int(bitPattern: indices) % 4 != 0 {
      let copy = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
      for y in 0..<height { (copy + y * stride).copyMemory(from: indices + y * width, byteCount: width) }
      padded = copy
    }
    defer { padded?.deallocate() }
    let bits = (padded ?? UnsafeMutableRawPointer(mutating: indices)).assumingMemoryBound(to: UInt32.self)
    guard let from = pixman_image_create_bits(PIXMAN_c8, Int32(width), Int32(height), bits, Int32(stride)) else {
      return false
    }
    defer { pixman_image_unref(from) }
    pixman_image_set_indexed(from, indexed)
    guard
      let to = pixman_image_create_bits(
        PIXMAN_a8b8g8r8, Int32(width), Int32(height), target.assumingMemoryBound(to: UInt32.self), Int32(width * 4))
    else { return false }
    defer { pixman_image_unref(to) }
    var top = 0
    while top < height {
      let rows = min(16_384, height - top)
      pixman_image_composite32(PIXMAN_OP_SRC, from, nil, to, 0, Int32(top), 0, 0, 0, Int32(top), Int32(width), Int32(rows))
      top += rows
    }
    return true
  }
}
