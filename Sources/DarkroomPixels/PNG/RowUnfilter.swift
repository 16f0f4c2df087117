#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Undoes PNG's per-row filters for 8-bit RGB and RGBA, writing RGBA.
///
/// One filter byte chooses the filter for a whole row, so the switch happens once a row and
/// each filter is a tight loop over pixels in `SIMD4<UInt8>` (one lane a channel; for RGB the
/// fourth lane is ignored and written as opaque). Sub, Average and Paeth depend on the pixel
/// to the left, so they go pixel by pixel; None and Up have no such chain and take 16 bytes at
/// a time for RGBA.
///
/// Paeth is the slow one: each pixel waits on a dozen dependent instructions for its left
/// neighbour. Two Paeth rows in a row are therefore unfiltered together, the lower one a pixel
/// behind the upper one (it needs the upper row's pixel above-left and above, which the upper
/// chain has just made), so the processor works on two independent chains at once.
///
/// The output may overlap the filtered input as long as it starts at or before it: every
/// pixel is read before anything at or past it is written.
enum RowUnfilter {
  enum Failure: Error { case unknownFilter(UInt8) }

  /// Unfilters one row.
  ///
  /// - Parameters:
  ///   - filtered: The row's bytes after its filter byte (`width * channels` of them, and at
  ///     least one more readable byte for RGB).
  ///   - previous: The row above, already unfiltered, as RGBA (zeros for the first row).
  ///   - output: Where the RGBA row goes.
  @inline(__always)
  static func unfilter(
    filter: UInt8, channels: Int, width: Int,
    filtered: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, output: UnsafeMutablePointer<UInt8>
  ) throws(Failure) {
    switch (filter, channels) {
    case (0, 4): memmove(output, filtered, width * 4)  // the rows may overlap
    case (0, _): none(width, filtered, output)
    case (1, 4): sub(width, 4, filtered, output)
    case (1, _): sub(width, 3, filtered, output)
    case (2, 4): upRGBA(width, filtered, previous, output)
    case (2, _): up(width, 3, filtered, previous, output)
    case (3, 4): average(width, 4, filtered, previous, output)
    case (3, _): average(width, 3, filtered, previous, output)
    case (4, 4): paeth(width, 4, filtered, previous, output)
    case (4, _): paeth(width, 3, filtered, previous, output)
    default: throw .unknownFilter(filter)
    }
  }

  private static func none(_ width: Int, _ filtered: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>) {
    for x in 0..<width {
      store(load(filtered + 3 * x), output + 4 * x, opaque: true)
    }
  }

  @inline(__always)
  private static func sub(
    _ width: Int, _ channels: Int, _ filtered: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>
  ) {
    var left = SIMD4<UInt8>.zero
    for x in 0..<width {
      left = load(filtered + channels * x) &+ left
      store(left, output + 4 * x, opaque: channels == 3)
    }
  }

  @inline(__always)
  private static func up(
    _ width: Int, _ channels: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    for x in 0..<width {
      store(load(filtered + channels * x) &+ load(previous + 4 * x), output + 4 * x, opaque: channels == 3)
    }
  }

  private static func upRGBA(
    _ width: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    let count = width * 4
    var offset = 0
    while offset + 16 <= count {
      let sum = UnsafeRawPointer(filtered + offset).loadUnaligned(as: SIMD16<UInt8>.self)
        &+ UnsafeRawPointer(previous + offset).loadUnaligned(as: SIMD16<UInt8>.self)
      UnsafeMutableRawPointer(output + offset).storeBytes(of: sum, as: SIMD16<UInt8>.self)
      offset += 16
    }
    while offset < count {
      output[offset] = filtered[offset] &+ previous[offset]
      offset += 1
    }
  }

  @inline(__always)
  private static func average(
    _ width: Int, _ channels: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    var left = SIMD4<UInt16>.zero
    for x in 0..<width {
      let above = SIMD4<UInt16>(truncatingIfNeeded: load(previous + 4 * x))
      let mean = SIMD4<UInt8>(truncatingIfNeeded: (left &+ above) &>> 1)
      let value = load(filtered + channels * x) &+ mean
      store(value, output + 4 * x, opaque: channels == 3)
      left = SIMD4<UInt16>(truncatingIfNeeded: value)
    }
  }

  /// Paeth's predictor: of left (a), above (b) and upper-left (c), the one closest to
  /// a + b − c, preferring a, then b.
  @inline(__always)
  private static func paeth(
    _ width: Int, _ channels: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    var a = SIMD4<UInt8>.zero, c = SIMD4<UInt8>.zero
    for x in 0..<width {
      let b = load(previous + 4 * x)
      a = load(filtered + channels * x) &+ predict(a, b, c)
      store(a, output + 4 * x, opaque: channels == 3)
      c = b
    }
  }

  /// Two Paeth rows at once, the lower one pixel behind the upper. The filtered rows must
  /// not overlap the output rows (the caller copies them aside).
  static func paethPair(
    channels: Int, width: Int, upper: UnsafePointer<UInt8>, lower: UnsafePointer<UInt8>,
    previous: UnsafePointer<UInt8>, upperOutput: UnsafeMutablePointer<UInt8>,
    lowerOutput: UnsafeMutablePointer<UInt8>
  ) {
    if channels == 4 {
      paethPair(4, width, upper, lower, previous, upperOutput, lowerOutput)
    } else {
      paethPair(3, width, upper, lower, previous, upperOutput, lowerOutput)
    }
  }

  @inline(__always)
  private static func paethPair(
    _ channels: Int, _ width: Int, _ upper: UnsafePointer<UInt8>, _ lower: UnsafePointer<UInt8>,
    _ previous: UnsafePointer<UInt8>, _ upperOutput: UnsafeMutablePointer<UInt8>,
    _ lowerOutput: UnsafeMutablePointer<UInt8>
  ) {
    let opaque = channels == 3
    // Upper row: left, upper-left. Lower row: left, upper-left (the upper row's pixels).
    var upperLeft = SIMD4<UInt8>.zero, upperCorner = SIMD4<UInt8>.zero
    var lowerLeft = SIMD4<UInt8>.zero, lowerCorner = SIMD4<UInt8>.zero
    let above = load(previous)
    upperLeft = load(upper) &+ predict(upperLeft, above, upperCorner)
    store(upperLeft, upperOutput, opaque: opaque)
    upperCorner = above
    for x in 1..<max(width, 1) {
      let lowerAbove = upperLeft
      let b = load(previous + 4 * x)
      upperLeft = load(upper + channels * x) &+ predict(upperLeft, b, upperCorner)
      lowerLeft = load(lower + channels * (x - 1)) &+ predict(lowerLeft, lowerAbove, lowerCorner)
      store(upperLeft, upperOutput + 4 * x, opaque: opaque)
      store(lowerLeft, lowerOutput + 4 * (x - 1), opaque: opaque)
      upperCorner = b
      lowerCorner = lowerAbove
    }
    lowerLeft = load(lower + channels * (width - 1)) &+ predict(lowerLeft, upperLeft, lowerCorner)
    store(lowerLeft, lowerOutput + 4 * (width - 1), opaque: opaque)
  }

  @inline(__always)
  private static func predict(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ c: SIMD4<UInt8>) -> SIMD4<UInt8> {
    let a = SIMD4<Int16>(truncatingIfNeeded: a), b = SIMD4<Int16>(truncatingIfNeeded: b)
    let c = SIMD4<Int16>(truncatingIfNeeded: c)
    let pa = magnitude(b &- c)
    let pb = magnitude(a &- c)
    let pc = magnitude(a &+ b &- c &- c)
    var predictor = c
    predictor.replace(with: b, where: pb .<= pc)
    predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
    return SIMD4<UInt8>(truncatingIfNeeded: predictor)
  }

  @inline(__always)
  private static func magnitude(_ value: SIMD4<Int16>) -> SIMD4<Int16> {
    let sign = value &>> 15
    return (value ^ sign) &- sign
  }

  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
    UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self)
  }

  @inline(__always)
  private static func store(_ value: SIMD4<UInt8>, _ pointer: UnsafeMutablePointer<UInt8>, opaque: Bool) {
    var value = value
    if opaque { value[3] = 255 }
    UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD4<UInt8>.self)
  }
}
