/// Paeth's predictor, used by PNG filter type 4: of the pixel to the left (a), the one above
/// (b) and the one above-left (c), the one closest to a + b − c, preferring a, then b.
enum PaethPredictor {
  /// Sixteen bytes at once. The bytes are split into the even and the odd ones, each widened
  /// to 16 bits in place by masking and shifting (no shuffles), predicted as signed 16-bit
  /// lanes — the form SSE2 compares in one instruction — and put back together.
  @inline(__always)
  static func predict(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let even = predict(lanes(a, odd: false), lanes(b, odd: false), lanes(c, odd: false))
    let odd = predict(lanes(a, odd: true), lanes(b, odd: true), lanes(c, odd: true))
    let joined = unsafeBitCast(even, to: SIMD8<UInt16>.self) | (unsafeBitCast(odd, to: SIMD8<UInt16>.self) &<< 8)
    return unsafeBitCast(joined, to: SIMD16<UInt8>.self)
  }

  /// One pixel's four channels, in 16-bit lanes: for a single pixel the widening is cheap and
  /// the chain of dependent instructions a little shorter. (Written out rather than through the
  /// eight-lane version: the detour through eight lanes made decoding 5 % slower.)
  @inline(__always)
  static func predict(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ c: SIMD4<UInt8>) -> SIMD4<UInt8> {
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

  /// One byte.
  @inline(__always)
  static func predict(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// The same, for eight 16-bit lanes.
  @inline(__always)
  private static func predict(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>, _ c: SIMD8<Int16>) -> SIMD8<Int16> {
    let pa = magnitude(b &- c)
    let pb = magnitude(a &- c)
    let pc = magnitude(a &+ b &- c &- c)
    var predictor = c
    predictor.replace(with: b, where: pb .<= pc)
    predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
    return predictor
  }

  /// The even or the odd bytes of `bytes` as 16-bit lanes.
  @inline(__always)
  private static func lanes(_ bytes: SIMD16<UInt8>, odd: Bool) -> SIMD8<Int16> {
    let words = unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
    return unsafeBitCast(odd ? words &>> 8 : words & 0x00FF, to: SIMD8<Int16>.self)
  }

  @inline(__always)
  private static func magnitude(_ value: SIMD4<Int16>) -> SIMD4<Int16> {
    let sign = value &>> 15
    return (value ^ sign) &- sign
  }

  @inline(__always)
  private static func magnitude(_ value: SIMD8<Int16>) -> SIMD8<Int16> {
    let sign = value &>> 15
    return (value ^ sign) &- sign
  }
}
