/// Three passes of a box blur each way, which come close to a Gaussian; integer arithmetic,
/// so the result is the same on every machine. Edges are treated as transparent.
///
/// Rows are blurred one at a time; columns all together, a row at a time, with a running
/// sum per column, so memory is read in order. The loops are plain `while` loops over
/// pointers, which an unoptimised build runs many times faster than range loops.
package enum BoxBlur {
  package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma > 0.3, width > 0, height > 0 else { return }
    let radii = boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
    guard !radii.isEmpty else { return }
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
    defer { line.deallocate() }
    for y in 0..<height {
      let row = pixels + y * stride
      for radius in radii { blurRow(row, count: width, radius: radius, copy: line) }
    }
    let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    defer {
      plane.deallocate()
      sums.deallocate()
    }
    for radius in radii {
      for y in 0..<height { (plane + y * width).update(from: pixels + y * stride, count: width) }
      blurColumns(pixels, stride: stride, copy: plane, width: width, height: height, radius: radius, sums: sums)
    }
  }

  /// The widths of three boxes whose repeated averaging has about the given deviation.
  static func boxSizes(sigma: Double) -> [Int] {
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let mean = (12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)
    let lowerCount = Int(mean.rounded())
    return (0..<3).map { $0 < lowerCount ? max(lower, 1) : upper }
  }

  /// Multiplying by this and shifting right 16 bits divides by the window, rounded; a
  /// division per pixel would cost more than the rest of the blur.
  private static func reciprocal(ofWindow radius: Int) -> UInt32 {
    let window = UInt32(2 * radius + 1)
    return (65536 + window / 2) / window
  }

  @inline(__always)
  private static func average(_ sum: UInt32, _ reciprocal: UInt32) -> UInt8 {
    let value = (sum &* reciprocal &+ 32768) >> 16
    return UInt8(truncatingIfNeeded: value > 255 ? 255 : value)
  }

  private static func blurRow(_ row: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, copy: UnsafeMutablePointer<UInt8>) {
    copy.update(from: row, count: count)
    let reciprocal = reciprocal(ofWindow: radius)
    var sum: UInt32 = 0
    var index = 0
    let start = radius < count ? radius : count
    while index < start {
      sum &+= UInt32(copy[index])
      index += 1
    }
    index = 0
    while index < count {
      let entering = index + radius
      if entering < count { sum &+= UInt32(copy[entering]) }
      row[index] = average(sum, reciprocal)
      let leaving = index - radius
      if leaving >= 0 { sum &-= UInt32(copy[leaving]) }
      index += 1
    }
  }

  private static func blurColumns(
    _ pixels: UnsafeMutablePointer<UInt8>, stride: Int, copy: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
    radius: Int, sums: UnsafeMutablePointer<UInt32>
  ) {
    let reciprocal = reciprocal(ofWindow: radius)
    sums.update(repeating: 0, count: width)
    var y = 0
    let start = radius < height ? radius : height
    while y < start {
      add(copy + y * width, to: sums, width)
      y += 1
    }
    y = 0
    while y < height {
      if y + radius < height { add(copy + (y + radius) * width, to: sums, width) }
      let output = pixels + y * stride
      var x = 0
      while x < width {
        output[x] = average(sums[x], reciprocal)
        x += 1
      }
      if y - radius >= 0 {
        let leaving = copy + (y - radius) * width
        x = 0
        while x < width {
          sums[x] &-= UInt32(leaving[x])
          x += 1
        }
      }
      y += 1
    }
  }

  @inline(__always)
  private static func add(_ row: UnsafePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, _ width: Int) {
    var x = 0
    while x < width {
      sums[x] &+= UInt32(row[x])
      x += 1
    }
  }
}
