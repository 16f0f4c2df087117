extension Bitmap {
  /// Converts the premultiplied, native-endian BGRA that cairo draws (`CAIRO_FORMAT_ARGB32`
  /// on a little-endian machine) into straight-alpha RGBA.
  ///
  /// ```swift
  /// let bitmap = Bitmap(premultipliedBGRA: data, width: w, height: h, bytesPerRow: stride, scale: 3)
  /// ```
  ///
  /// pixman swaps the channels of the whole image in optimised C. Only pixels that are
  /// neither opaque nor fully clear need un-premultiplying; runs of 64 pixels without any are
  /// found with `memcmp` and skipped, so an opaque render (every snapshot on a background)
  /// has no per-pixel loop in Swift at all.
  ///
  /// - Parameters:
  ///   - bytesPerRow: The source's row stride, which may include padding.
  ///   - translucentRegion: When the drawing is known to be opaque everywhere but in the
  ///     rectangle of this many pixels at the top left, only that rectangle is searched for
  ///     pixels to un-premultiply. `nil` searches the whole image.
  public init(
    premultipliedBGRA source: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
    scale: Double = 1, translucentRegion: (width: Int, height: Int)? = nil
  ) {
    precondition(width >= 0 && height >= 0, "a bitmap's size cannot be negative")
    precondition(bytesPerRow >= width * 4 && source.count >= bytesPerRow * max(height - 1, 0) + width * 4,
                 "the source is too small for a \(width)×\(height) image with \(bytesPerRow) bytes per row")
    let count = width * height * 4
    guard count > 0, let base = source.baseAddress else {
      self.init(width: width, height: height, scale: scale)
      return
    }
    let bytes = LargeBuffers.array(count: count) { target in
      let swapped = PixmanConversion.convert(
        from: (base, .cairoARGB, bytesPerRow), to: (UnsafeMutableRawPointer(target), .rgba, width * 4), width: width, height: height)
      if !swapped {
        for y in 0..<height {
          let from = base + y * bytesPerRow, to = target + y * width * 4
          for x in 0..<width {
            let b = from.load(fromByteOffset: 4 * x, as: UInt8.self)
            let r = from.load(fromByteOffset: 4 * x + 2, as: UInt8.self)
            to[4 * x] = r
            to[4 * x + 1] = from.load(fromByteOffset: 4 * x + 1, as: UInt8.self)
            to[4 * x + 2] = b
            to[4 * x + 3] = from.load(fromByteOffset: 4 * x + 3, as: UInt8.self)
          }
        }
      }
      let region = translucentRegion.map { (min(max($0.width, 0), width), min(max($0.height, 0), height)) } ?? (width, height)
      Bitmap.unpremultiply(
        target, width: width, region: region, alphaFrom: (base, .cairoARGB, bytesPerRow))
    }
    self.init(width: width, height: height, scale: scale, bytes: bytes)
  }

  /// Un-premultiplies the RGBA pixels of `region` (at the top left of rows `width` pixels
  /// wide) in place, reading the alpha of each band of rows from `alphaSource` (the cairo
  /// drawing, or the pixels themselves) through pixman and skipping 64-pixel runs that are
  /// opaque or clear.
  static func unpremultiply(
    _ pixels: UnsafeMutablePointer<UInt8>, width imageWidth: Int, region: (width: Int, height: Int),
    alphaFrom alphaSource: (pointer: UnsafeRawPointer, layout: PixmanConversion.Layout, stride: Int)
  ) {
    let (source, sourceLayout, bytesPerRow) = alphaSource
    let (width, height) = region
    guard width > 0, height > 0 else { return }
    let band = max(1, min(height, 65_536 / max(width, 1)))
    let stride = PixmanConversion.stride(.alpha, width: width)
    let alpha = UnsafeMutableRawPointer.allocate(byteCount: stride * band, alignment: 16)
    defer { alpha.deallocate() }
    let run = 64
    var top = 0
    while top < height {
      let rows = min(band, height - top)
      let extracted = PixmanConversion.convert(
        from: (source + top * bytesPerRow, sourceLayout, bytesPerRow), to: (alpha, .alpha, stride), width: width,
        height: rows)
      for row in 0..<rows {
        let y = top + row
        let rowAlpha = alpha + row * stride
        if extracted, ByteRuns.allEqual(rowAlpha, count: width, to: 255) { continue }
        var x = 0
        while x < width {
          let count = min(run, width - x)
          let pixel = pixels + (y * imageWidth + x) * 4
          if !extracted || !(ByteRuns.allEqual(rowAlpha + x, count: count, to: 255)
            || ByteRuns.allEqual(pixel, count: count * 4, to: 0))
          {
            unpremultiply(pixel, count: count)
          }
          x += count
        }
      }
      top += rows
    }
  }

  /// Un-premultiplies `count` RGBA pixels in place, rounding to nearest as cairo does.
  private static func unpremultiply(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
    for index in 0..<count {
      let pixel = pixels + 4 * index
      let a = pixel[3]
      if a == 255 { continue }
      if a == 0 {
        pixel[0] = 0; pixel[1] = 0; pixel[2] = 0
        continue
      }
      let alpha = UInt32(a)
      pixel[0] = UInt8(min(255, (UInt32(pixel[0]) * 255 + alpha / 2) / alpha))
      pixel[1] = UInt8(min(255, (UInt32(pixel[1]) * 255 + alpha / 2) / alpha))
      pixel[2] = UInt8(min(255, (UInt32(pixel[2]) * 255 + alpha / 2) / alpha))
    }
  }
}
