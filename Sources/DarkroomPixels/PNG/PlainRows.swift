/// PNG image data with every row unfiltered (filter type None), laid out by optimised C:
/// pixman drops the alpha channel of opaque images and `memcpy` places each row after its
/// filter byte. No loop over pixels runs in Swift, so an unoptimised build makes these rows
/// as fast as an optimised one.
///
/// ```swift
/// let rows = PlainRows.make(bitmap, opaque: bitmap.isOpaque)   // height × (1 + width × 3 or 4)
/// ```
enum PlainRows {
  /// The rows of `bitmap`, RGB when `opaque` (alpha dropped) else RGBA, each after a 0 byte;
  /// `nil` when pixman cannot take the image (then the caller packs the rows itself).
  static func make(_ bitmap: Bitmap, opaque: Bool) -> [UInt8]? {
    let width = bitmap.width, height = bitmap.height
    let channels = opaque ? 3 : 4
    let rowBytes = width * channels
    guard width > 0, height > 0 else { return nil }
    var rgb: UnsafeMutableRawPointer? = nil
    let rgbStride = PixmanConversion.stride(.rgb, width: width)
    if opaque {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: rgbStride * height, alignment: 16)
      let converted = bitmap.bytes.withUnsafeBytes { pixels in
        PixmanConversion.convert(
          from: (pixels.baseAddress!, .rgba, width * 4), to: (buffer, .rgb, rgbStride), width: width, height: height)
      }
      guard converted else {
        buffer.deallocate()
        return nil
      }
      rgb = buffer
    }
    defer { rgb?.deallocate() }
    return bitmap.bytes.withUnsafeBytes { pixels in
      LargeBuffers.array(count: height * (rowBytes + 1)) { output in
        let (source, stride) = rgb.map { (UnsafeRawPointer($0), rgbStride) } ?? (pixels.baseAddress!, width * 4)
        for y in 0..<height {
          let target = output + y * (rowBytes + 1)
          target[0] = RowFilter.none
          UnsafeMutableRawPointer(target + 1).copyMemory(from: source + y * stride, byteCount: rowBytes)
        }
      }
    }
  }
}
