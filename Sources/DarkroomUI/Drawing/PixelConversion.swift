extension Bitmap {
  /// Converts cairo's ARGB32 (premultiplied, blue first in memory on little-endian
  /// machines) into a straight-alpha RGBA bitmap without zero-filling the new bytes first.
  ///
  /// Most pixels of a screen are opaque: four of those at a time are a byte swap on a
  /// vector. Other pixels are un-premultiplied one by one with rounding, as cairo does.
  static func fromCairo(
    _ source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: CGFloat
  ) -> Bitmap {
    let count = width * height * 4
    let opaque = SIMD4<UInt32>(repeating: 255)
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      let target = UnsafeMutableRawPointer(buffer.baseAddress!)
      for y in 0..<height {
        let from = source + y * bytesPerRow
        let to = target + y * width * 4
        var x = 0
        while x < width {
          if x + 4 <= width {
            let four = (from + x * 4).loadUnaligned(as: SIMD4<UInt32>.self)
            if four &>> 24 == opaque {
              let swapped = (four & 0xFF00_FF00) | ((four &>> 16) & 0xFF) | ((four & 0xFF) &<< 16)
              (to + x * 4).storeBytes(of: swapped, as: SIMD4<UInt32>.self)
              x += 4
              continue
            }
          }
          let pixel = (from + x * 4).loadUnaligned(as: UInt32.self)
          (to + x * 4).storeBytes(of: straightRGBA(fromPremultipliedARGB: pixel), as: UInt32.self)
          x += 1
        }
      }
      initialized = count
    }
    return Bitmap(width: width, height: height, scale: Double(scale), bytes: bytes)
  }

  /// One premultiplied ARGB32 pixel as straight-alpha RGBA bytes (both as little-endian
  /// words).
  private static func straightRGBA(fromPremultipliedARGB pixel: UInt32) -> UInt32 {
    let alpha = pixel >> 24
    if alpha == 255 { return (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16) }
    if alpha == 0 { return 0 }
    func straight(_ channel: UInt32) -> UInt32 { min(255, (channel * 255 + alpha / 2) / alpha) }
    return straight((pixel >> 16) & 0xFF) | (straight((pixel >> 8) & 0xFF) << 8) | (straight(pixel & 0xFF) << 16)
      | (alpha << 24)
  }
}
