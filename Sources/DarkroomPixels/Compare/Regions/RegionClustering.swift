/// Turns the changed cells of a ``RegionGrid`` into a short list of rectangles, so that a
/// moved button is one box and not a thousand pixels.
///
/// 1. Changed cells at most two cells apart (a 5×5 neighbourhood) form one cluster: changed
///    pixels up to one cell (16 px) apart always join, and up to about three cells apart may.
/// 2. Each cluster's box is the union of its cells' exact bounds; boxes that then overlap
///    are joined too.
/// 3. If more than `maximum` boxes remain, the cells are made twice as large (2×2 cells become
///    one) and it starts again, so the list shrinks by joining what is nearest.
///
/// Boxes come out in reading order: top to bottom, then left to right.
enum RegionClustering {
  static func regions(in grid: RegionGrid, maximum: Int) -> [ChangedRegion] {
    var level = Level(grid)
    while true {
      var regions = level.clusters()
      // Joining is quadratic; with many clusters the next, coarser level is the quicker way.
      if regions.count <= 64 { regions = joinOverlapping(regions) }
      if regions.count <= max(1, maximum) || (level.columns == 1 && level.rows == 1) {
        return regions.sorted { ($0.bounds.y, $0.bounds.x) < ($1.bounds.y, $1.bounds.x) }
      }
      level = level.coarser()
    }
  }

  /// How many cells apart two changed cells may be and still join.
  private static let reach = 2

  /// One size of cells: per cell, the changed pixel count and their bounds.
  private struct Level {
    var columns: Int
    var rows: Int
    var counts: [Int32]
    var bounds: [RegionGrid.Bounds]

    init(_ grid: RegionGrid) {
      columns = grid.columns
      rows = grid.rows
      counts = Array(grid.counts)
      bounds = Array(grid.bounds)
    }

    private init(columns: Int, rows: Int) {
      self.columns = columns
      self.rows = rows
      counts = [Int32](repeating: 0, count: columns * rows)
      bounds = [RegionGrid.Bounds](repeating: .init(), count: columns * rows)
    }

    func coarser() -> Level {
      var next = Level(columns: (columns + 1) / 2, rows: (rows + 1) / 2)
      for row in 0..<rows {
        for column in 0..<columns where counts[row * columns + column] > 0 {
          let target = (row / 2) * next.columns + column / 2
          next.counts[target] += counts[row * columns + column]
          next.bounds[target].include(bounds[row * columns + column])
        }
      }
      return next
    }

    /// Clusters of nearby changed cells, found with a flood fill.
    func clusters() -> [ChangedRegion] {
      var visited = [Bool](repeating: false, count: counts.count)
      var regions: [ChangedRegion] = []
      var stack: [Int] = []
      for start in counts.indices where counts[start] > 0 && !visited[start] {
        var box = RegionGrid.Bounds(), pixels = 0
        visited[start] = true
        stack.append(start)
        while let cell = stack.popLast() {
          box.include(bounds[cell])
          pixels += Int(counts[cell])
          let row = cell / columns, column = cell % columns
          for neighbourRow in max(0, row - reach)...min(rows - 1, row + reach) {
            for neighbourColumn in max(0, column - reach)...min(columns - 1, column + reach) {
              let neighbour = neighbourRow * columns + neighbourColumn
              if counts[neighbour] > 0 && !visited[neighbour] {
                visited[neighbour] = true
                stack.append(neighbour)
              }
            }
          }
        }
        regions.append(ChangedRegion(bounds: box.rect, pixels: pixels))
      }
      return regions
    }
  }

  /// Joins boxes that overlap until none do.
  private static func joinOverlapping(_ regions: [ChangedRegion]) -> [ChangedRegion] {
    var regions = regions
    var joined = true
    while joined {
      joined = false
      search: for i in regions.indices {
        for j in (i + 1)..<regions.count where !regions[i].bounds.intersection(regions[j].bounds).isEmpty {
          regions[i] = ChangedRegion(
            bounds: regions[i].bounds.union(regions[j].bounds), pixels: regions[i].pixels + regions[j].pixels)
          regions.remove(at: j)
          joined = true
          break search
        }
      }
    }
    return regions
  }
}
