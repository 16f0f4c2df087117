import DarkroomPixels

/// Estimates an element's foreground and background from the pixels in its frame, as
/// Google's Accessibility Test Framework does: the most common colour is taken for the
/// background, the next most common for the text or the control's mark. Antialiased edges
/// spread over many shades, so the solid inside of the glyphs still wins second place.
///
/// One counter serves every element of a render: its tables are made once and only the
/// buckets an element touched are cleared after it.
struct DominantColors {
  /// Colours are counted by their top 5 bits a channel, so that near shades count together;
  /// each bucket keeps the first exact colour seen in it.
  private static let buckets = 1 << 15
  private var counts = [Int32](repeating: 0, count: DominantColors.buckets)
  private var exact = [UInt32](repeating: 0, count: DominantColors.buckets)
  private var touched: [Int] = []

  /// The two colours, or `nil` when the frame holds one colour (nothing drawn on it) or the
  /// second is too rare to be more than an edge.
  mutating func estimate(
    in bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int
  ) -> (foreground: Pixel, background: Pixel)? {
    guard width > 0, height > 0, x >= 0, y >= 0, x + width <= bitmap.width, y + height <= bitmap.height else { return nil }
    defer {
      for bucket in touched { counts[bucket] = 0 }
      touched.removeAll(keepingCapacity: true)
    }
    // Every second pixel each way is plenty for colours that fill strokes several pixels wide.
    let step = width >= 8 && height >= 8 ? 2 : 1
    var samples = 0
    bitmap.bytes.withUnsafeBufferPointer { bytes in
      var row = y
      while row < y + height {
        var offset = (row * bitmap.width + x) * 4
        let end = offset + width * 4
        while offset < end {
          let (red, green, blue) = (bytes[offset], bytes[offset + 1], bytes[offset + 2])
          let bucket = Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
          if counts[bucket] == 0 {
            exact[bucket] = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16
            touched.append(bucket)
          }
          counts[bucket] += 1
          samples += 1
          offset += 4 * step
        }
        row += step
      }
    }
    var first = -1, second = -1
    for bucket in touched {
      if first < 0 || counts[bucket] > counts[first] {
        second = first
        first = bucket
      } else if second < 0 || counts[bucket] > counts[second] {
        second = bucket
      }
    }
    guard first >= 0, second >= 0, Int(counts[second]) >= max(4, samples / 100) else { return nil }
    func pixel(_ bucket: Int) -> Pixel {
      let word = exact[bucket]
      return Pixel(red: UInt8(word & 0xFF), green: UInt8(word >> 8 & 0xFF), blue: UInt8(word >> 16 & 0xFF))
    }
    return (pixel(second), pixel(first))
  }
}
