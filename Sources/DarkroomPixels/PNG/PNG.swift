/// Reading and writing PNG files.
///
/// ```swift
/// let reference = try PNG.decode(file: "__Snapshots__/login.png")
/// let bytes = PNG.encode(reference, .compact)
/// try FileBytes.writeAtomically(bytes, to: "copy.png")
/// ```
///
/// Decoding takes every valid PNG (every colour type and bit depth, palettes with
/// transparency, 16-bit, interlaced) to 8-bit RGBA; 16-bit samples keep their high byte.
/// 8-bit RGB and RGBA images without interlacing — screenshots and our own references — take a
/// fast path (one inflate of the whole image data, then the rows are unfiltered in place); every
/// other image goes through libspng.
public enum PNG {
  /// Decodes PNG bytes into a bitmap.
  ///
  /// - Parameter source: The file name used in errors.
  public static func decode(
    _ bytes: UnsafeRawBufferPointer, source: String = "PNG data", limits: PNGLimits = .standard
  ) throws(PNGError) -> Bitmap {
    let header = try header(of: bytes, source: source)
    try check(header, against: limits, source: source)
    try ImageDataBound.check(bytes, header: header, source: source)
    if let bitmap = FastPNGDecoder.decode(bytes, header: header, unfilteringInSwift: BuildSettings.isOptimised) {
      return bitmap
    }
    return try SpngDecoder.decode(bytes, header: header, source: source)
  }

  /// Decodes PNG bytes into a bitmap.
  public static func decode(
    _ bytes: [UInt8], source: String = "PNG data", limits: PNGLimits = .standard
  ) throws(PNGError) -> Bitmap {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(PNGError) in try decode(buffer, source: source, limits: limits) }
    }
    return try result.get()
  }

  /// Reads and decodes the PNG file at `path`; errors name the path.
  public static func decode(file path: String, limits: PNGLimits = .standard) throws(PNGError) -> Bitmap {
    let bytes: [UInt8]
    do { bytes = try FileBytes.read(path) } catch { throw PNGError(source: path, problem: .unreadable(error)) }
    return try decode(bytes, source: path, limits: limits)
  }

  static func check(_ header: PNGHeader, against limits: PNGLimits, source: String) throws(PNGError) {
    let (pixels, overflow) = header.width.multipliedReportingOverflow(by: header.height)
    if overflow || pixels > limits.maxPixelCount {
      throw PNGError(
        source: source, problem: .tooLarge(width: header.width, height: header.height, limit: limits.maxPixelCount))
    }
  }
}

extension PNG {
  /// Decodes through libspng alone, skipping the fast path: for checking and timing the fast
  /// path against it.
  @_spi(Benchmarks)
  public static func decodeWithLibspng(
    _ bytes: [UInt8], source: String = "PNG data", limits: PNGLimits = .standard
  ) throws(PNGError) -> Bitmap {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(PNGError) in
        let header = try header(of: buffer, source: source)
        try check(header, against: limits, source: source)
        try ImageDataBound.check(buffer, header: header, source: source)
        return try SpngDecoder.decode(buffer, header: header, source: source)
      }
    }
    return try result.get()
  }
}
