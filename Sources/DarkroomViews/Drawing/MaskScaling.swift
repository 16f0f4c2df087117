import CPangoCairo

/// Scales an A8 mask up by a whole factor with bilinear interpolation in fixed point, the
/// same on every machine.
///
/// The loops are plain `while` loops over pointers to concrete integers: in an unoptimised
/// build, iterating ranges or arrays of tuples goes through generic code and type metadata
/// for every pixel, which made this the costliest step of a debug render.
enum MaskScaling {
  /// A new A8 surface `factor` times the size of `source`, or `nil` when cairo cannot make
  /// one that large; the caller destroys it.
  static func upscale(_ source: OpaquePointer, by factor: Int) -> OpaquePointer? {
    let width = Int(cairo_image_surface_get_width(source))
    let height = Int(cairo_image_surface_get_height(source))
    let sourceStride = Int(cairo_image_surface_get_stride(source))
    guard factor > 0, width > 0, height > 0, let sourceData = cairo_image_surface_get_data(source) else { return nil }
    let (targetWidth, wide) = width.multipliedReportingOverflow(by: factor)
    let (targetHeight, tall) = height.multipliedReportingOverflow(by: factor)
    guard !wide, !tall, targetWidth <= Int(Int32.max), targetHeight <= Int(Int32.max) else { return nil }
    let input = UnsafePointer(sourceData)
    let target = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(targetWidth), Int32(targetHeight))
    guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let output = cairo_image_surface_get_data(target) else {
      cairo_surface_destroy(target)
      return nil
    }
    let targetStride = Int(cairo_image_surface_get_stride(target))
    let columns = Samples(count: targetWidth, sourceCount: width, factor: factor)
    let rows = Samples(count: targetHeight, sourceCount: height, factor: factor)
    defer {
      columns.deallocate()
      rows.deallocate()
    }
    let blended = UnsafeMutablePointer<Int>.allocate(capacity: width)
    defer { blended.deallocate() }
    var y = 0
    while y < targetHeight {
      let upper = input + rows.first[y] * sourceStride
      let lower = input + rows.second[y] * sourceStride
      let weight = rows.weight[y]
      var x = 0
      while x < width {
        blended[x] = (Int(upper[x]) * (256 - weight) + Int(lower[x]) * weight) >> 4
        x += 1
      }
      let line = output + y * targetStride
      x = 0
      while x < targetWidth {
        let columnWeight = columns.weight[x]
        let value = blended[columns.first[x]] * (256 - columnWeight) + blended[columns.second[x]] * columnWeight
        let scaled = (value + 2048) >> 12
        line[x] = UInt8(scaled > 255 ? 255 : scaled)
        x += 1
      }
      y += 1
    }
    cairo_surface_mark_dirty(target)
    return target
  }

  /// For each output position, the two source positions it lies between and the weight of
  /// the second, out of 256; output pixel centres map onto source pixel centres.
  private struct Samples {
    let first: UnsafeMutablePointer<Int>
    let second: UnsafeMutablePointer<Int>
    let weight: UnsafeMutablePointer<Int>

    init(count: Int, sourceCount: Int, factor: Int) {
      first = .allocate(capacity: count)
      second = .allocate(capacity: count)
      weight = .allocate(capacity: count)
      var index = 0
      while index < count {
        let position = (Double(index) + 0.5) / Double(factor) - 0.5
        let lower = max(0, min(sourceCount - 1, Int(position.rounded(.down))))
        first[index] = lower
        second[index] = min(sourceCount - 1, lower + 1)
        let fraction = position <= 0 ? 0 : Int(((position - Double(lower)) * 256).rounded())
        weight[index] = min(max(fraction, 0), 256)
        index += 1
      }
    }

    func deallocate() {
      first.deallocate()
      second.deallocate()
      weight.deallocate()
    }
  }
}
