/// PNG's row filters for writing: each predicts a byte from its neighbours and stores the
/// difference, which deflate then compresses far better than the raw bytes.
///
/// `best` tries all five on a row and keeps the one whose bytes, read as signed numbers, have
/// the smallest sum of magnitudes — the heuristic the PNG specification recommends. When
/// writing, every prediction reads only the raw rows, so all filters run 16 bytes at a time.
enum RowFilter {
  static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

  /// Writes `row` filtered with `filter` into `output` (`count` bytes, without the filter
  /// byte). `previous` is the unfiltered row above (zeros above the first row).
  static func apply(
    _ filter: UInt8, bytesPerPixel bpp: Int, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
    count: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    let head = min(bpp, count)  // the first pixel has nothing to its left
    switch filter {
    case sub:
      for i in 0..<head { output[i] = row[i] }
      for i in head..<count { output[i] = row[i] &- row[i - bpp] }
    case up:
      for i in 0..<count { output[i] = row[i] &- previous[i] }
    case average:
      for i in 0..<head { output[i] = row[i] &- previous[i] >> 1 }
      for i in head..<count { output[i] = row[i] &- UInt8((UInt16(row[i - bpp]) &+ UInt16(previous[i])) >> 1) }
    case paeth:
      for i in 0..<head { output[i] = row[i] &- previous[i] }
      var i = head
      while i + 16 <= count {
        let predictor = PaethPredictor.predict(load(row + i - bpp), load(previous + i), load(previous + i - bpp))
        UnsafeMutableRawPointer(output + i).storeBytes(of: load(row + i) &- predictor, as: SIMD16<UInt8>.self)
        i += 16
      }
      while i < count {
        output[i] = row[i] &- PaethPredictor.predict(row[i - bpp], previous[i], previous[i - bpp])
        i += 1
      }
    default:
      output.update(from: row, count: count)
    }
  }

  /// Filters `row` with each filter and writes the smallest-looking result; answers the filter.
  static func best(
    bytesPerPixel bpp: Int, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
    scratch: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>
  ) -> UInt8 {
    var bestFilter = none, bestCost = Int.max
    for filter in [none, sub, up, average, paeth] {
      apply(filter, bytesPerPixel: bpp, row: row, previous: previous, count: count, into: scratch)
      let cost = signedMagnitude(scratch, count)
      if cost < bestCost {
        bestCost = cost
        bestFilter = filter
        output.update(from: scratch, count: count)
      }
    }
    return bestFilter
  }

  /// The sum of the bytes' magnitudes as signed numbers, 16 at a time: each byte's magnitude
  /// in bytes, then the sums of pairs in 16-bit fields, then of the fields with a multiply.
  private static func signedMagnitude(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    var total = 0
    var i = 0
    while i + 16 <= count {
      // Two's complement magnitude with the sign spread by arithmetic, not by a comparison,
      // which the compiler would do lane by lane.
      let value = load(bytes + i)
      let negative = 0 &- (value &>> 7)
      let magnitude = (value ^ negative) &- negative
      let words = unsafeBitCast(magnitude, to: SIMD2<UInt64>.self)
      let mask = SIMD2<UInt64>(repeating: 0x00FF_00FF_00FF_00FF)
      let pairs = (words & mask) &+ ((words &>> 8) & mask)
      let sums = (pairs &* 0x0001_0001_0001_0001) &>> 48
      total += Int(sums[0] &+ sums[1])
      i += 16
    }
    while i < count {
      total += Int(Int8(bitPattern: bytes[i]).magnitude)
      i += 1
    }
    return total
  }

  @inline(__always)
  private static func load(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
    UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self)
  }
}
