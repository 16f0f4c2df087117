import CPangoCairo

/// Scales an A8 mask up by a whole factor with bilinear interpolation in fixed point, the
/// same on every machine.
enum MaskScaling {
  /// A new A8 surface `factor` times the size of `source`; the caller destroys it.
  static func upscale(_ source: OpaquePointer, by factor: Int) -> OpaquePointer {
    let width = Int(cairo_image_surface_get_width(source))
    let height = Int(cairo_image_surface_get_height(source))
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    let input = UnsafePointer(cairo_image_surface_get_data(source)!)
    let target = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width * factor), Int32(height * factor))!
    let targetStride = Int(cairo_image_surface_get_stride(target))
    let output = cairo_image_surface_get_data(target)!
    let columns = samples(count: width * factor, sourceCount: width, factor: factor)
    let rows = samples(count: height * factor, sourceCount: height, factor: factor)
    let blended = UnsafeMutablePointer<UInt16>.allocate(capacity: width)
    defer { blended.deallocate() }
    for (y, row) in rows.enumerated() {
      let upper = input + row.first * sourceStride
      let lower = input + row.second * sourceStride
      for x in 0..<width {
        blended[x] = UInt16((Int(upper[x]) * (256 - row.weight) + Int(lower[x]) * row.weight) >> 4)
      }
      let line = output + y * targetStride
      for (x, column) in columns.enumerated() {
        let value = (Int(blended[column.first]) * (256 - column.weight) + Int(blended[column.second]) * column.weight)
        line[x] = UInt8(min(255, (value + 2048) >> 12))
      }
    }
    cairo_surface_mark_dirty(target)
    return target
  }

  /// For each output position, the two source positions it lies between and the weight of
  /// the second, out of 256; output pixel centres map onto source pixel centres.
  private static func samples(count: Int, sourceCount: Int, factor: Int) -> [(first: Int, second: Int, weight: Int)] {
    (0..<count).map { index in
      let position = (Double(index) + 0.5) / Double(factor) - 0.5
      let first = max(0, min(sourceCount - 1, Int(position.rounded(.down))))
      let second = min(sourceCount - 1, first + 1)
      let weight = position <= 0 ? 0 : Int(((position - Double(first)) * 256).rounded())
      return (first, second, min(max(weight, 0), 256))
    }
  }
}
