/// Changed pixels gathered into square cells while the images are scanned: for each cell,
/// how many changed pixels it holds and their bounding box. The clustering works on cells, so
/// its cost depends on the image size divided by 256, not on the number of changed pixels.
///
/// Cells are 16 pixels square. Two threads may record into one grid at once when their rows
/// belong to different rows of cells (bands split at multiples of 16).
final class RegionGrid: @unchecked Sendable {
  static let cellShift = 4
  static let cellSize = 1 << cellShift

  let columns: Int
  let rows: Int
  /// Changed pixels per cell, row by row.
  let counts: UnsafeMutableBufferPointer<Int32>
  /// Their bounding box per cell.
  let bounds: UnsafeMutableBufferPointer<Bounds>

  struct Bounds {
    var minX: Int32 = .max, minY: Int32 = .max, maxX: Int32 = -1, maxY: Int32 = -1

    mutating func include(_ x: Int32, _ y: Int32) {
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }

    mutating func include(_ other: Bounds) {
      minX = min(minX, other.minX)
      minY = min(minY, other.minY)
      maxX = max(maxX, other.maxX)
      maxY = max(maxY, other.maxY)
    }

    var rect: PixelRect {
      PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX) + 1, height: Int(maxY - minY) + 1)
    }
  }

  init(width: Int, height: Int) {
    columns = (width + RegionGrid.cellSize - 1) >> RegionGrid.cellShift
    rows = (height + RegionGrid.cellSize - 1) >> RegionGrid.cellShift
    counts = .allocate(capacity: max(1, columns * rows))
    counts.initialize(repeating: 0)
    bounds = .allocate(capacity: max(1, columns * rows))
    bounds.initialize(repeating: Bounds())
  }

  deinit {
    counts.deallocate()
    bounds.deallocate()
  }

  /// Writes straight into the grid's storage; one per thread.
  var recorder: Recorder {
    Recorder(columns: columns, counts: counts.baseAddress!, bounds: bounds.baseAddress!)
  }

  struct Recorder {
    let columns: Int
    let counts: UnsafeMutablePointer<Int32>
    let bounds: UnsafeMutablePointer<Bounds>

    @inline(__always)
    mutating func record(x: Int, y: Int) {
      let cell = (y >> RegionGrid.cellShift) * columns + (x >> RegionGrid.cellShift)
      counts[cell] += 1
      bounds[cell].include(Int32(x), Int32(y))
    }
  }
}
