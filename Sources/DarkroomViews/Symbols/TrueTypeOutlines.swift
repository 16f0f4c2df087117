import Foundation

/// A TrueType font file read just far enough to turn a character's glyph into a ``Path``:
/// the `head`, `hhea`, `maxp`, `cmap`, `loca` and `glyf` tables, as the OpenType
/// specification lays them out (https://learn.microsoft.com/typography/opentype/spec/).
///
/// Stand-in symbols are read this way rather than through Pango so that an icon font never
/// joins the text fonts' fallback list: text draws exactly as before.
struct TrueTypeOutlines {
  let unitsPerEm: Double
  let ascender: Double
  let descender: Double
  private let bytes: [UInt8]
  private let glyf: Range<Int>
  private let loca: Range<Int>
  private let longOffsets: Bool
  private let glyphCount: Int
  private let characterMap: [UInt32: Int]

  /// The font file cannot be read as TrueType outlines.
  struct FormatError: Error, CustomStringConvertible, Equatable {
    let path: String
    let reason: String
    var description: String {
      "The symbol font \(path) is not a TrueType font Darkroom can read (\(reason)). "
        + "Run scripts/setup.sh to reinstall the Debian package that provides it."
    }
  }

  init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FormatError(path: path, reason: "the file cannot be read")
    }
    try self.init(bytes: [UInt8](data), path: path)
  }

  init(bytes: [UInt8], path: String) throws {
    self.bytes = bytes
    let reader = ByteReader(bytes: bytes, path: path)
    let tableCount = try reader.u16(4)
    var tables: [String: Range<Int>] = [:]
    for index in 0..<tableCount {
      let record = 12 + index * 16
      let tag = String(decoding: try reader.slice(record, 4), as: UTF8.self)
      let offset = try reader.u32(record + 8)
      let length = try reader.u32(record + 12)
      guard offset + length <= bytes.count else { throw FormatError(path: path, reason: "table \(tag) is cut short") }
      tables[tag] = offset..<(offset + length)
    }
    func table(_ tag: String) throws -> Int {
      guard let range = tables[tag] else { throw FormatError(path: path, reason: "no \(tag) table") }
      return range.lowerBound
    }
    let head = try table("head")
    unitsPerEm = Double(try reader.u16(head + 18))
    guard unitsPerEm > 0 else { throw FormatError(path: path, reason: "unitsPerEm is 0") }
    longOffsets = try reader.i16(head + 50) != 0
    let hhea = try table("hhea")
    ascender = Double(try reader.i16(hhea + 4))
    descender = Double(try reader.i16(hhea + 6))
    glyphCount = try reader.u16(try table("maxp") + 4)
    guard let glyf = tables["glyf"], let loca = tables["loca"] else {
      throw FormatError(path: path, reason: "no glyf/loca tables (only TrueType outlines are read)")
    }
    self.glyf = glyf
    self.loca = loca
    characterMap = try Self.readCharacterMap(reader, at: try table("cmap"), path: path)
  }

  /// The outline of the glyph for `scalar`, in font units with y growing downwards and the
  /// baseline at 0, or `nil` when the font has no glyph for it.
  func outline(of scalar: UInt32) -> Path? {
    guard let glyph = characterMap[scalar] else { return nil }
    var path = Path()
    let reader = ByteReader(bytes: bytes, path: "")
    guard (try? appendGlyph(glyph, transform: .identity, to: &path, reader: reader, depth: 0)) != nil else { return nil }
    return path.isEmpty ? nil : path
  }

  // MARK: Tables

  private static func readCharacterMap(_ reader: ByteReader, at cmap: Int, path: String) throws -> [UInt32: Int] {
    let count = try reader.u16(cmap + 2)
    var best: (rank: Int, offset: Int)?
    for index in 0..<count {
      let record = cmap + 4 + index * 8
      let platform = try reader.u16(record), encoding = try reader.u16(record + 2)
      let offset = cmap + (try reader.u32(record + 4))
      let format = try reader.u16(offset)
      let rank: Int
      switch (platform, encoding, format) {
      case (3, 10, 12), (0, _, 12): rank = 2
      case (3, 1, 4), (0, _, 4): rank = 1
      default: continue
      }
      if rank > (best?.rank ?? 0) { best = (rank, offset) }
    }
    guard let best else { throw FormatError(path: path, reason: "no Unicode character map") }
    var map: [UInt32: Int] = [:]
    if best.rank == 2 {
      let groups = try reader.u32(best.offset + 12)
      for group in 0..<min(groups, 100_000) {
        let base = best.offset + 16 + group * 12
        let start = try reader.u32(base), end = try reader.u32(base + 4), glyph = try reader.u32(base + 8)
        guard end >= start, end - start < 70_000 else { continue }
        for scalar in start...end { map[UInt32(scalar)] = glyph + (scalar - start) }
      }
    } else {
      let segments = try reader.u16(best.offset + 6) / 2
      let ends = best.offset + 14, starts = ends + segments * 2 + 2
      let deltas = starts + segments * 2, rangeOffsets = deltas + segments * 2
      for segment in 0..<segments {
        let end = try reader.u16(ends + segment * 2), start = try reader.u16(starts + segment * 2)
        let delta = try reader.i16(deltas + segment * 2)
        let rangeOffsetAt = rangeOffsets + segment * 2
        let rangeOffset = try reader.u16(rangeOffsetAt)
        guard start <= end, end != 0xFFFF || start != 0xFFFF else { continue }
        for scalar in start...end {
          var glyph: Int
          if rangeOffset == 0 {
            glyph = (scalar + delta) & 0xFFFF
          } else {
            glyph = try reader.u16(rangeOffsetAt + rangeOffset + (scalar - start) * 2)
            if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
          }
          if glyph != 0 { map[UInt32(scalar)] = glyph }
        }
      }
    }
    return map
  }

  private func glyphRange(_ glyph: Int, reader: ByteReader) throws -> Range<Int>? {
    guard glyph >= 0, glyph < glyphCount else { return nil }
    let start: Int, end: Int
    if longOffsets {
      start = try reader.u32(loca.lowerBound + glyph * 4)
      end = try reader.u32(loca.lowerBound + glyph * 4 + 4)
    } else {
      start = try reader.u16(loca.lowerBound + glyph * 2) * 2
      end = try reader.u16(loca.lowerBound + glyph * 2 + 2) * 2
    }
    guard end > start, glyf.lowerBound + end <= glyf.upperBound else { return nil }
    return (glyf.lowerBound + start)..<(glyf.lowerBound + end)
  }

  // MARK: Glyphs

  private func appendGlyph(_ glyph: Int, transform: AffineMap, to path: inout Path, reader: ByteReader, depth: Int)
    throws
  {
    guard depth < 8, let range = try glyphRange(glyph, reader: reader) else { return }
    let contours = try reader.i16(range.lowerBound)
    if contours >= 0 {
      try appendSimpleGlyph(at: range.lowerBound, contours: contours, transform: transform, to: &path, reader: reader)
    } else {
      try appendCompositeGlyph(at: range.lowerBound + 10, transform: transform, to: &path, reader: reader, depth: depth)
    }
  }

  private func appendSimpleGlyph(
    at start: Int, contours: Int, transform: AffineMap, to path: inout Path, reader: ByteReader
  ) throws {
    var ends: [Int] = []
    for index in 0..<contours { ends.append(try reader.u16(start + 10 + index * 2)) }
    let pointCount = (ends.last ?? -1) + 1
    guard pointCount > 0, pointCount < 65_536 else { return }
    let instructionLength = try reader.u16(start + 10 + contours * 2)
    var cursor = start + 12 + contours * 2 + instructionLength
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = UInt8(truncatingIfNeeded: try reader.u8(cursor))
      cursor += 1
      flags.append(flag)
      if flag & 0x08 != 0 {
        let repeats = try reader.u8(cursor)
        cursor += 1
        for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
      }
    }
    func coordinates(short: UInt8, same: UInt8) throws -> [Int] {
      var values: [Int] = []
      var value = 0
      for flag in flags {
        if flag & short != 0 {
          let delta = try reader.u8(cursor)
          cursor += 1
          value += flag & same != 0 ? delta : -delta
        } else if flag & same == 0 {
          value += try reader.i16(cursor)
          cursor += 2
        }
        values.append(value)
      }
      return values
    }
    let xs = try coordinates(short: 0x02, same: 0x10)
    let ys = try coordinates(short: 0x04, same: 0x20)
    var first = 0
    for end in ends where end >= first && end < pointCount {
      let points = (first...end).map { index in
        (point: transform.apply(CGPoint(x: Double(xs[index]), y: Double(ys[index]))), onCurve: flags[index] & 0x01 != 0)
      }
      Self.appendContour(points, to: &path)
      first = end + 1
    }
  }

  /// A quadratic B-spline contour: two off-curve points in a row imply an on-curve point
  /// halfway between them.
  private static func appendContour(_ points: [(point: CGPoint, onCurve: Bool)], to path: inout Path) {
    guard let firstPoint = points.first else { return }
    func flipped(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x, y: -point.y) }
    func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    var rotated = points
    let start: CGPoint
    if firstPoint.onCurve {
      start = firstPoint.point
      rotated.removeFirst()
    } else if let last = points.last, last.onCurve {
      start = last.point
      rotated.removeLast()
    } else {
      start = midpoint(firstPoint.point, points[points.count - 1].point)
    }
    path.move(to: flipped(start))
    var pendingControl: CGPoint?
    for entry in rotated + [(point: start, onCurve: true)] {
      if entry.onCurve {
        if let control = pendingControl {
          path.addQuadCurve(to: flipped(entry.point), control: flipped(control))
        } else {
          path.addLine(to: flipped(entry.point))
        }
        pendingControl = nil
      } else {
        if let control = pendingControl {
          let implied = midpoint(control, entry.point)
          path.addQuadCurve(to: flipped(implied), control: flipped(control))
        }
        pendingControl = entry.point
      }
    }
    path.closeSubpath()
  }

  private func appendCompositeGlyph(
    at start: Int, transform: AffineMap, to path: inout Path, reader: ByteReader, depth: Int
  ) throws {
    var cursor = start
    for _ in 0..<64 {
      let flags = try reader.u16(cursor), component = try reader.u16(cursor + 2)
      cursor += 4
      var dx = 0.0, dy = 0.0
      if flags & 0x01 != 0 {
        dx = Double(try reader.i16(cursor)); dy = Double(try reader.i16(cursor + 2)); cursor += 4
      } else {
        dx = Double(Int8(bitPattern: UInt8(try reader.u8(cursor))))
        dy = Double(Int8(bitPattern: UInt8(try reader.u8(cursor + 1))))
        cursor += 2
      }
      if flags & 0x02 == 0 { dx = 0; dy = 0 }  // point-matched components are not used by icon fonts
      var a = 1.0, b = 0.0, c = 0.0, d = 1.0
      func f2dot14(_ at: Int) throws -> Double { Double(try reader.i16(at)) / 16_384 }
      if flags & 0x08 != 0 {
        a = try f2dot14(cursor); d = a; cursor += 2
      } else if flags & 0x40 != 0 {
        a = try f2dot14(cursor); d = try f2dot14(cursor + 2); cursor += 4
      } else if flags & 0x80 != 0 {
        a = try f2dot14(cursor); b = try f2dot14(cursor + 2); c = try f2dot14(cursor + 4); d = try f2dot14(cursor + 6)
        cursor += 8
      }
      let local = AffineMap(a: a, b: b, c: c, d: d, tx: dx, ty: dy)
      try appendGlyph(component, transform: local.then(transform), to: &path, reader: reader, depth: depth + 1)
      if flags & 0x20 == 0 { break }
    }
  }
}

/// Big-endian reads that throw instead of reading past the end.
private struct ByteReader {
  let bytes: [UInt8]
  let path: String

  func check(_ offset: Int, _ count: Int) throws {
    guard offset >= 0, offset + count <= bytes.count else {
      throw TrueTypeOutlines.FormatError(path: path, reason: "a read at byte \(offset) runs past the end")
    }
  }
  func u8(_ offset: Int) throws -> Int {
    try check(offset, 1)
    return Int(bytes[offset])
  }
  func u16(_ offset: Int) throws -> Int {
    try check(offset, 2)
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }
  func i16(_ offset: Int) throws -> Int { Int(Int16(bitPattern: UInt16(try u16(offset)))) }
  func u32(_ offset: Int) throws -> Int {
    try check(offset, 4)
    return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
  }
  func slice(_ offset: Int, _ count: Int) throws -> ArraySlice<UInt8> {
    try check(offset, count)
    return bytes[offset..<(offset + count)]
  }
}
