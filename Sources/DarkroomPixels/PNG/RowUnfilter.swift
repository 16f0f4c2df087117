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
/// a time for RGBA. The loops are generic over the stored pixel so that each is compiled
/// twice, with its channel count a constant.
///
/// Paeth is the slow one: each pixel waits on a dozen dependent instructions for its left
/// neighbour. Up to four consecutive Paeth rows are therefore unfiltered together in the lanes
/// of one `SIMD16<UInt8>`, each row a pixel behind the one above it (it needs that row's
/// pixels above and above-left, made one step earlier): one chain of instructions then makes
/// up to four pixels.
///
/// The output may overlap the filtered input as long as it starts at or before it: every
/// pixel is read before anything at or past it is written.
enum RowUnfilter {
  /// Unfilters one row whose filter type (0 to 4) has been checked.
  ///
  /// - Parameters:
  ///   - filtered: The row's bytes after its filter byte (`width * channels` of them, and at
  ///     least one more readable byte for RGB).
  ///   - previous: The row above, already unfiltered, as RGBA (zeros for the first row).
  ///   - output: Where the RGBA row goes.
  static func unfilter(
    filter: UInt8, channels: Int, width: Int,
    filtered: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, output: UnsafeMutablePointer<UInt8>
  ) {
    if channels == 4 {
      unfilter(RGBA.self, filter, width, filtered, previous, output)
    } else {
      unfilter(RGB.self, filter, width, filtered, previous, output)
    }
  }

  /// Up to four Paeth rows at once in one vector, row `k` `k` pixels behind row 0.
  ///
  /// - Parameter rows: The four filtered rows, copied aside: row `k` preceded by `k` zero
  ///   pixels and followed by zeros up to `width + 4` pixels (and 4 bytes of slack), so that
  ///   every row reads pixel `x` of its copy at step `x` and starts from zeros.
  /// - Parameter previous: The unfiltered row above row 0, readable for `width + 3` pixels.
  /// - Parameter count: How many of the four rows to write (2 to 4); the others are worked
  ///   out from zeros and dropped.
  static func paethQuad(
    channels: Int, width: Int, rows: (UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>),
    count: Int, previous: UnsafePointer<UInt8>, output: UnsafeMutablePointer<UInt8>, rowBytes: Int
  ) {
    if channels == 4 {
      paethQuad(RGBA.self, width, rows, count, previous, output, rowBytes)
    } else {
      paethQuad(RGB.self, width, rows, count, previous, output, rowBytes)
    }
  }

  private static func paethQuad<P: Stored>(
    _: P.Type, _ width: Int, _ rows: (UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>),
    _ count: Int, _ previous: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>, _ rowBytes: Int
  ) {
    // Lane k (4 bytes) is row k. value: each row's last pixel (its left neighbour next);
    // corner: each row's pixel above-left.
    var value = SIMD4<UInt32>.zero, corner = SIMD4<UInt32>.zero
    let opaque = SIMD4<UInt32>(repeating: P.channels == 3 ? 0xFF00_0000 : 0)
    @inline(__always) func word(_ pointer: UnsafePointer<UInt8>) -> UInt32 {
      UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
    }
    for x in 0..<(width + 3) {
      let above = SIMD4<UInt32>(word(previous + 4 &* x), value[0], value[1], value[2])
      let filtered = SIMD4<UInt32>(
        word(rows.0 + P.channels &* x), word(rows.1 + P.channels &* x), word(rows.2 + P.channels &* x),
        word(rows.3 + P.channels &* x))
      let predictor = PaethPredictor.predict(
        unsafeBitCast(value, to: SIMD16<UInt8>.self), unsafeBitCast(above, to: SIMD16<UInt8>.self),
        unsafeBitCast(corner, to: SIMD16<UInt8>.self))
      value = unsafeBitCast(unsafeBitCast(filtered, to: SIMD16<UInt8>.self) &+ predictor, to: SIMD4<UInt32>.self)
      corner = above
      let stored = value | opaque
      for k in 0..<count where x >= k && x - k < width {
        UnsafeMutableRawPointer(output + k &* rowBytes + 4 &* (x - k)).storeBytes(of: stored[k], as: UInt32.self)
      }
    }
  }

  /// How the filtered rows store a pixel.
  private protocol Stored {
    static var channels: Int { get }
  }
  private enum RGB: Stored { static var channels: Int { 3 } }
  private enum RGBA: Stored { static var channels: Int { 4 } }

  private static func unfilter<P: Stored>(
    _: P.Type, _ filter: UInt8, _ width: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    switch filter {
    case 0: none(P.self, width, filtered, output)
    case 1: sub(P.self, width, filtered, output)
    case 2: up(P.self, width, filtered, previous, output)
    case 3: average(P.self, width, filtered, previous, output)
    case 4: paeth(P.self, width, filtered, previous, output)
    default: preconditionFailure("filter type \(filter) was not checked")
    }
  }

  private static func none<P: Stored>(
    _: P.Type, _ width: Int, _ filtered: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>
  ) {
    if P.channels == 4 {
      memmove(output, filtered, width &* 4)  // the rows may overlap
      return
    }
    for x in 0..<width {
      store(P.self, load(filtered + 3 &* x), output + 4 &* x)
    }
  }

  private static func sub<P: Stored>(
    _: P.Type, _ width: Int, _ filtered: UnsafePointer<UInt8>, _ output: UnsafeMutablePointer<UInt8>
  ) {
    var left = SIMD4<UInt8>.zero
    for x in 0..<width {
      left = load(filtered + P.channels &* x) &+ left
      store(P.self, left, output + 4 &* x)
    }
  }

  private static func up<P: Stored>(
    _: P.Type, _ width: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    var x = 0
    if P.channels == 4 {
      // No chain and no reshaping: four pixels at a time.
      while x + 4 <= width {
        let sum = UnsafeRawPointer(filtered + 4 &* x).loadUnaligned(as: SIMD16<UInt8>.self)
          &+ UnsafeRawPointer(previous + 4 &* x).loadUnaligned(as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(output + 4 &* x).storeBytes(of: sum, as: SIMD16<UInt8>.self)
        x += 4
      }
    }
    while x < width {
      store(P.self, load(filtered + P.channels &* x) &+ load(previous + 4 &* x), output + 4 &* x)
      x += 1
    }
  }

  private static func average<P: Stored>(
    _: P.Type, _ width: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    var left = SIMD4<UInt16>.zero
    for x in 0..<width {
      let above = SIMD4<UInt16>(truncatingIfNeeded: load(previous + 4 &* x))
      let value = load(filtered + P.channels &* x) &+ SIMD4<UInt8>(truncatingIfNeeded: (left &+ above) &>> 1)
      store(P.self, value, output + 4 &* x)
      left = SIMD4<UInt16>(truncatingIfNeeded: value)
    }
  }

  private static func paeth<P: Stored>(
    _: P.Type, _ width: Int, _ filtered: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    var a = SIMD4<UInt8>.zero, c = SIMD4<UInt8>.zero
    for x in 0..<width {
      let b = load(previous + 4 &* x)
      a = load(filtered + P.channels &* x) &+ PaethPredictor.predict(a, b, c)
      store(P.self, a, output + 4 &* x)
      c = b
    }
  }

  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
    UnsafeRawPointer(pointer).loadUnaligned(as: SIMD4<UInt8>.self)
  }

  /// Stores an RGBA pixel; an RGB one gets alpha 255.
  @inline(__always)
  private static func store<P: Stored>(_: P.Type, _ value: SIMD4<UInt8>, _ pointer: UnsafeMutablePointer<UInt8>) {
    var value = value
    if P.channels == 3 { value[3] = 255 }
    UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD4<UInt8>.self)
  }
}
