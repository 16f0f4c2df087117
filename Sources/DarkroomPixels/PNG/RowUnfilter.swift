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
    var a = SIMD4<Int16>.zero, c = SIMD4<Int16>.zero
    for x in 0..<width {
      let b = SIMD4<Int16>(truncatingIfNeeded: load(previous + 4 * x))
      let pa = magnitude(b &- c)
      let pb = magnitude(a &- c)
      let pc = magnitude(a &+ b &- c &- c)
      var predictor = c
      predictor.replace(with: b, where: pb .<= pc)
      predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
      let value = load(filtered + channels * x) &+ SIMD4<UInt8>(truncatingIfNeeded: predictor)
      store(value, output + 4 * x, opaque: channels == 3)
      a = SIMD4<Int16>(truncatingIfNeeded: value)
      c = b
    }
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
