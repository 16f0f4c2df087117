/// The pass over both images that every rule shares.
///
/// The rows are split in two halves, scanned at once on the two cores. Each row is walked in
/// the spans outside ignored regions; eight pixels at a time are checked for equal bytes with
/// SIMD, and only pixels whose 32-bit words differ go to the rule. Counted pixels are recorded
/// in the ``RegionGrid``; when a diff image is wanted, its row is filled with the faded
/// reference first and then marked.
enum ComparisonScan {
  /// What one half of the rows found.
  struct Tally {
    var different = 0
    var antialiased = 0
    var ignored = 0
    var largestDelta = 0.0
  }

  /// Where the diff image's indices go, and its palette.
  struct Canvas {
    let indices: UnsafeMutablePointer<UInt8>
    let palette: DiffPalette
  }

  static func run(reference: Bitmap, new: Bitmap, options: ComparisonOptions, canvas: Canvas?) -> Comparison {
    let reference = reference.repaired(), new = new.repaired()
    let referenceSize = PixelSize(width: reference.width, height: reference.height)
    let newSize = PixelSize(width: new.width, height: new.height)
    guard referenceSize == newSize else {
      return Comparison(outcome: .sizeMismatch, referenceSize: referenceSize, newSize: newSize, options: options)
    }
    let grid = RegionGrid(width: reference.width, height: reference.height)
    let tally = reference.bytes.withUnsafeBufferPointer { referenceBytes in
      new.bytes.withUnsafeBufferPointer { newBytes in
        let images = ImagePair(
          reference: referenceBytes.baseAddress!, new: newBytes.baseAddress!, width: reference.width,
          height: reference.height)
        let ignored = options.ignoredRegions
        switch options.rule {
        case .exact:
          return scan(ExactRule(images: images), images, ignored, grid, canvas)
        case .lumaDifference(let tolerance):
          return scan(LumaDifferenceRule(images: images, tolerance: tolerance), images, ignored, grid, canvas)
        case .pixelmatch(let threshold, let includeAntialiasing):
          let rule = PixelmatchRule(images: images, threshold: threshold, includeAntialiasing: includeAntialiasing)
          return scan(rule, images, ignored, grid, canvas)
        case .deltaE94(let maximum):
          return scan(DeltaE94Rule(images: images, maximum: maximum), images, ignored, grid, canvas)
        }
      }
    }
    let total = reference.width * reference.height
    let same = tally.different <= options.allowedPixelCount(of: total)
    return Comparison(
      outcome: same ? .same : .different, referenceSize: referenceSize, newSize: newSize,
      differentPixels: tally.different, antialiasedPixels: tally.antialiased, ignoredPixels: tally.ignored,
      largestDelta: tally.largestDelta,
      regions: tally.different == 0 ? [] : RegionClustering.regions(in: grid, maximum: options.maximumRegions),
      options: options)
  }

  private static func scan<Judge: PixelJudge>(
    _ judge: Judge, _ images: ImagePair, _ ignored: [PixelRect], _ grid: RegionGrid, _ canvas: Canvas?
  ) -> Tally {
    let halves = UnsafeMutableBufferPointer<Tally>.allocate(capacity: 2)
    halves.initialize(repeating: Tally())
    defer { halves.deallocate() }
    Parallel.split(images.height, alignment: RegionGrid.cellSize) { part, rows in
      halves[part] = scanRows(rows, judge, images, ignored, grid.recorder, canvas)
    }
    let (first, second) = (halves[0], halves[1])
    return Tally(
      different: first.different + second.different, antialiased: first.antialiased + second.antialiased,
      ignored: first.ignored + second.ignored, largestDelta: max(first.largestDelta, second.largestDelta))
  }

  private static func scanRows<Judge: PixelJudge>(
    _ rows: Range<Int>, _ judge: Judge, _ images: ImagePair, _ ignored: [PixelRect],
    _ recorder: RegionGrid.Recorder, _ canvas: Canvas?
  ) -> Tally {
    var tally = Tally()
    var recorder = recorder
    var spans = RowSpans(width: images.width, ignored: ignored)
    let width = images.width
    let reference = UnsafeRawPointer(images.reference), new = UnsafeRawPointer(images.new)
    // The greys of the last row drawn: a reference row equal to the one above (a flat
    // background, the inside of a shape) reuses them instead of working them out again.
    let greys = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, 1))
    defer { greys.deallocate() }
    var greysRow = Int.min  // no row drawn yet
    for y in rows {
      let rowStart = y * width * 4
      if let canvas {
        let sameAsAbove =
          y > 0 && greysRow == y - 1
          && ByteRuns.equal(reference + rowStart, reference + rowStart - width * 4, count: width * 4)
        if !sameAsAbove { canvas.palette.fillGreys(images.reference + rowStart, count: width, into: greys) }
        (canvas.indices + y * width).update(from: greys, count: width)
        greysRow = y
      }
      spans.update(forRow: y)
      tally.ignored += spans.ignoredCount
      // Equal rows, and equal runs of 64 pixels, are found with memcmp.
      if ByteRuns.equal(reference + rowStart, new + rowStart, count: width * 4) { continue }
      for span in spans.spans {
        var x = span.lowerBound
        while x < span.upperBound {
          let offset = rowStart + 4 * x
          if x + 64 <= span.upperBound, ByteRuns.equal(reference + offset, new + offset, count: 256) {
            x += 64
            continue
          }
          if !BuildSettings.isOptimised, x + 8 <= span.upperBound {
            if ByteRuns.equal(reference + offset, new + offset, count: 32) {
              x += 8
              continue
            }
          } else if x + 8 <= span.upperBound {
            let difference =
              (reference.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                ^ new.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self))
              | (reference.loadUnaligned(fromByteOffset: offset + 16, as: SIMD16<UInt8>.self)
                ^ new.loadUnaligned(fromByteOffset: offset + 16, as: SIMD16<UInt8>.self))
            let words = unsafeBitCast(difference, to: SIMD2<UInt64>.self)
            if words[0] | words[1] == 0 {
              x += 8
              continue
            }
          }
          if reference.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            != new.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          {
            let verdict = judge.judge(x: x, y: y, offset: offset)
            tally.largestDelta = max(tally.largestDelta, verdict.delta)
            switch verdict.kind {
            case .same:
              break
            case .changed, .darkened:
              tally.different += 1
              recorder.record(x: x, y: y)
              if let canvas {
                canvas.indices[y * width + x] = verdict.kind == .changed ? canvas.palette.changed : canvas.palette.darkened
              }
            case .antialiased:
              tally.antialiased += 1
              if let canvas { canvas.indices[y * width + x] = canvas.palette.antialiased }
            }
          }
          x += 1
        }
      }
    }
    return tally
  }
}

/// The parts of a row outside the ignored rectangles.
struct RowSpans {
  let width: Int
  let ignored: [PixelRect]
  private(set) var spans: [Range<Int>]
  private(set) var ignoredCount = 0
  private var covered: [Range<Int>] = []

  init(width: Int, ignored: [PixelRect]) {
    self.width = width
    self.ignored = ignored
    self.spans = [0..<width]
  }

  mutating func update(forRow y: Int) {
    guard !ignored.isEmpty else { return }
    covered.removeAll(keepingCapacity: true)
    for rect in ignored where y >= rect.y && y < rect.maxY {
      let start = max(0, rect.x), end = min(width, rect.maxX)
      if start < end { covered.append(start..<end) }
    }
    covered.sort { $0.lowerBound < $1.lowerBound }
    spans.removeAll(keepingCapacity: true)
    ignoredCount = 0
    var x = 0
    for range in covered {
      if range.lowerBound > x { spans.append(x..<range.lowerBound) }
      ignoredCount += max(0, range.upperBound - max(x, range.lowerBound))
      x = max(x, range.upperBound)
    }
    if x < width { spans.append(x..<width) }
  }
}
