/// A mesh gradient once its colours are known: the grid's vertices with the control points
/// of the curves between them (unit coordinates of the frame), a colour each, and the
/// background outside the mesh.
struct MeshPaint: Hashable, Sendable {
  /// A position and the control points towards its four neighbours.
  struct Vertex: Hashable, Sendable {
    var position: SIMD2<Double>
    var leading: SIMD2<Double>
    var top: SIMD2<Double>
    var trailing: SIMD2<Double>
    var bottom: SIMD2<Double>

    init(position: SIMD2<Double>, leading: SIMD2<Double>, top: SIMD2<Double>, trailing: SIMD2<Double>, bottom: SIMD2<Double>) {
      self.position = position
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
    }

    init(_ point: MeshGradient.BezierPoint) {
      self.init(
        position: SIMD2(point.position), leading: SIMD2(point.leadingControlPoint), top: SIMD2(point.topControlPoint),
        trailing: SIMD2(point.trailingControlPoint), bottom: SIMD2(point.bottomControlPoint))
    }

    var isFinite: Bool {
      [position, leading, top, trailing, bottom].allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
  }

  var width: Int
  var height: Int
  var vertices: [Vertex]
  var colors: [RGBA]
  var background: RGBA
  var smoothsColors: Bool

  /// Whether there is a mesh to draw: at least 2 × 2 vertices, as many colours, all finite.
  var isDrawable: Bool {
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    return width >= 2 && height >= 2 && !overflow && vertices.count == count && colors.count == count
      && vertices.allSatisfy(\.isFinite)
  }

  /// The vertices for bare positions, with Catmull-Rom control points: a sixth of the way
  /// along the line joining each vertex's neighbours, a vertex on the border reflected to
  /// stand in for the neighbour it lacks, so an even grid stays evenly spaced.
  static func vertices(width: Int, height: Int, points: [SIMD2<Float>]) -> [Vertex] {
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard width >= 2, height >= 2, !overflow, points.count == count else {
      return points.map { Vertex(position: SIMD2($0), leading: SIMD2($0), top: SIMD2($0), trailing: SIMD2($0), bottom: SIMD2($0)) }
    }
    func at(_ column: Int, _ row: Int) -> SIMD2<Double> { SIMD2(points[row * width + column]) }
    func neighbour(_ column: Int, _ row: Int, dx: Int, dy: Int) -> SIMD2<Double> {
      let (c, r) = (column + dx, row + dy)
      if c >= 0, c < width, r >= 0, r < height { return at(c, r) }
      // Past the border: the far neighbour reflected through this vertex.
      return 2 * at(column, row) - at(column - dx, row - dy)
    }
    var result: [Vertex] = []
    result.reserveCapacity(count)
    for row in 0..<height {
      for column in 0..<width {
        let p = at(column, row)
        let across = (neighbour(column, row, dx: 1, dy: 0) - neighbour(column, row, dx: -1, dy: 0)) / 6
        let down = (neighbour(column, row, dx: 0, dy: 1) - neighbour(column, row, dx: 0, dy: -1)) / 6
        result.append(Vertex(position: p, leading: p - across, top: p - down, trailing: p + across, bottom: p + down))
      }
    }
    return result
  }

  /// The colours with `change` applied to each, the background too.
  func mappingColors(_ change: (RGBA) -> RGBA) -> MeshPaint {
    var copy = self
    copy.colors = colors.map(change)
    copy.background = change(background)
    return copy
  }

  // MARK: The surface

  private func vertex(_ column: Int, _ row: Int) -> Vertex { vertices[row * width + column] }

  /// A point on the cubic from `a` to `d` with controls `b` and `c`.
  private static func cubic(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>, _ d: SIMD2<Double>, _ t: Double)
    -> SIMD2<Double>
  {
    let s = 1 - t
    return s * s * s * a + 3 * s * s * t * b + 3 * s * t * t * c + t * t * t * d
  }

  /// The four edges of a cell (top, bottom left to right; left, right top to bottom), each as
  /// its start, two controls and end.
  func edges(column: Int, row: Int) -> (top: [SIMD2<Double>], bottom: [SIMD2<Double>], left: [SIMD2<Double>], right: [SIMD2<Double>]) {
    let p00 = vertex(column, row), p10 = vertex(column + 1, row)
    let p01 = vertex(column, row + 1), p11 = vertex(column + 1, row + 1)
    return (
      [p00.position, p00.trailing, p10.leading, p10.position], [p01.position, p01.trailing, p11.leading, p11.position],
      [p00.position, p00.bottom, p01.top, p01.position], [p10.position, p10.bottom, p11.top, p11.position]
    )
  }

  /// The point at `u` across and `v` down a cell: the Coons surface its four edges bound.
  func point(column: Int, row: Int, u: Double, v: Double) -> SIMD2<Double> {
    let e = edges(column: column, row: row)
    let top = Self.cubic(e.top[0], e.top[1], e.top[2], e.top[3], u)
    let bottom = Self.cubic(e.bottom[0], e.bottom[1], e.bottom[2], e.bottom[3], u)
    let left = Self.cubic(e.left[0], e.left[1], e.left[2], e.left[3], v)
    let right = Self.cubic(e.right[0], e.right[1], e.right[2], e.right[3], v)
    let corners =
      (1 - u) * (1 - v) * e.top[0] + u * (1 - v) * e.top[3] + (1 - u) * v * e.bottom[0] + u * v * e.bottom[3]
    return (1 - v) * top + v * bottom + (1 - u) * left + u * right - corners
  }

  /// The colour at `u` across and `v` down a cell, blended bicubically (Catmull-Rom) from the
  /// sixteen vertices round it, the border's colours repeated past it, each channel kept
  /// within 0…1.
  func smoothColor(column: Int, row: Int, u: Double, v: Double) -> RGBA {
    func channel(_ read: (RGBA) -> Double) -> Double {
      func value(_ c: Int, _ r: Int) -> Double {
        read(colors[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)])
      }
      func across(_ r: Int) -> Double {
        Self.catmullRom(value(column - 1, r), value(column, r), value(column + 1, r), value(column + 2, r), u)
      }
      let blended = Self.catmullRom(across(row - 1), across(row), across(row + 1), across(row + 2), v)
      return min(max(blended, 0), 1)
    }
    return RGBA(red: channel(\.red), green: channel(\.green), blue: channel(\.blue), alpha: channel(\.alpha))
  }

  /// The Catmull-Rom spline through `p1` (at 0) and `p2` (at 1), shaped by their neighbours.
  private static func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
    let t2 = t * t, t3 = t2 * t
    return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3)
  }
}
