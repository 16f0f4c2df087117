/// PNG's row filters for writing: each predicts a byte from its neighbours and stores the
/// difference, which deflate then compresses far better than the raw bytes.
///
/// `best` tries all five on a row and keeps the one whose bytes, read as signed numbers, have
/// the smallest sum of magnitudes — the heuristic the PNG specification recommends.
enum RowFilter {
  static let none: UInt8 = 0, sub: UInt8 = 1, up: UInt8 = 2, average: UInt8 = 3, paeth: UInt8 = 4

  /// Writes `row` filtered with `filter` into `output` (`count` bytes, without the filter
  /// byte). `previous` is the unfiltered row above, or `nil` for the first row.
  static func apply(
    _ filter: UInt8, bytesPerPixel bpp: Int, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?,
    count: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    @inline(__always) func left(_ i: Int) -> UInt8 { i >= bpp ? row[i - bpp] : 0 }
    @inline(__always) func above(_ i: Int) -> UInt8 { previous?[i] ?? 0 }
    @inline(__always) func upperLeft(_ i: Int) -> UInt8 { i >= bpp ? previous?[i - bpp] ?? 0 : 0 }
    switch filter {
    case sub:
      for i in 0..<min(bpp, count) { output[i] = row[i] }
      for i in min(bpp, count)..<count { output[i] = row[i] &- row[i - bpp] }
    case up:
      guard let previous else { return output.update(from: row, count: count) }
      for i in 0..<count { output[i] = row[i] &- previous[i] }
    case average:
      for i in 0..<count { output[i] = row[i] &- UInt8((UInt16(left(i)) + UInt16(above(i))) >> 1) }
    case paeth:
      for i in 0..<count { output[i] = row[i] &- predictPaeth(left(i), above(i), upperLeft(i)) }
    default:
      output.update(from: row, count: count)
    }
  }

  /// Filters `row` with each filter and writes the smallest-looking result; answers the filter.
  static func best(
    bytesPerPixel bpp: Int, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>?, count: Int,
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

  private static func signedMagnitude(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    var total = 0
    for i in 0..<count {
      let value = Int(Int8(bitPattern: bytes[i]))
      total += value < 0 ? -value : value
    }
    return total
  }

  @inline(__always)
  static func predictPaeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
