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
