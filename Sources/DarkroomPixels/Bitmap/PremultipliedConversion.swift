extension Bitmap {
  /// Converts the premultiplied, native-endian BGRA that cairo draws (`CAIRO_FORMAT_ARGB32`
  /// on a little-endian machine) into straight-alpha RGBA.
  ///
  /// ```swift
  /// let bitmap = Bitmap(premultipliedBGRA: data, width: w, height: h, bytesPerRow: stride, scale: 3)
  /// ```
  ///
  /// - Parameter bytesPerRow: The source's row stride, which may include padding.
  public init(
    premultipliedBGRA source: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
    scale: Double = 1
  ) {
    precondition(bytesPerRow >= width * 4 && source.count >= bytesPerRow * max(height - 1, 0) + width * 4,
                 "the source is too small for a \(width)×\(height) image with \(bytesPerRow) bytes per row")
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { target in
      for y in 0..<height {
        let sourceRow = source.baseAddress!.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
        let targetRow = target.baseAddress!.advanced(by: y * width * 4)
        for x in 0..<width {
          let b = sourceRow[x * 4], g = sourceRow[x * 4 + 1], r = sourceRow[x * 4 + 2], a = sourceRow[x * 4 + 3]
          let out = targetRow.advanced(by: x * 4)
          switch a {
          case 255:
            out[0] = r; out[1] = g; out[2] = b; out[3] = 255
          case 0:
            out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0
          default:
            // Round to nearest, as cairo's own unpremultiply does.
            let alpha = UInt32(a)
            out[0] = UInt8(min(255, (UInt32(r) * 255 + alpha / 2) / alpha))
            out[1] = UInt8(min(255, (UInt32(g) * 255 + alpha / 2) / alpha))
            out[2] = UInt8(min(255, (UInt32(b) * 255 + alpha / 2) / alpha))
            out[3] = a
          }
        }
      }
    }
    self.init(width: width, height: height, scale: scale, bytes: bytes)
  }
}
