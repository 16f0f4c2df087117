extension Bitmap {
  /// Images side by side, top-aligned, with `gap` pixels of `background` between them: the
  /// reference | new | diff strip attached to failed snapshots.
  ///
  /// ```swift
  /// let strip = Bitmap.strip([reference, new, diff.bitmap()])
  /// ```
  public static func strip(_ images: [Bitmap], gap: Int = 8, background: Pixel = Pixel(red: 128, green: 128, blue: 128))
    -> Bitmap
  {
    let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
    let height = images.map(\.height).max() ?? 0
    var strip = Bitmap(width: width, height: height, scale: images.first?.scale ?? 1, filledWith: background)
    var left = 0
    for image in images {
      strip.bytes.withUnsafeMutableBufferPointer { target in
        image.bytes.withUnsafeBufferPointer { source in
          for y in 0..<image.height {
            (target.baseAddress! + (y * width + left) * 4)
              .update(from: source.baseAddress! + y * image.width * 4, count: image.width * 4)
          }
        }
      }
      left += image.width + gap
    }
    return strip
  }
}
