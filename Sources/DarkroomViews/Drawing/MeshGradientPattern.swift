import CPangoCairo

/// A mesh gradient as a cairo mesh pattern laid over a frame.
struct MeshGradientPattern {
  let mesh: MeshPaint
  let rect: CGRect

  /// Smooth colours cut each cell into this many patches a side; a large grid is fine
  /// enough already and keeps one patch a cell.
  private var cuts: Int {
    mesh.smoothsColors && mesh.width * mesh.height <= 400 ? 4 : 1
  }

  /// A unit point of the frame, in the canvas.
  private func place(_ point: SIMD2<Double>) -> (Double, Double) {
    (Double(rect.minX) + point.x * Double(rect.width), Double(rect.minY) + point.y * Double(rect.height))
  }

  /// The mesh pattern: one Coons patch a cell, or a few a cell when colours are smoothed;
  /// the caller destroys it. `nil` when there is no mesh to draw.
  func makePattern() -> OpaquePointer? {
    guard mesh.isDrawable, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
    let pattern = cairo_pattern_create_mesh()
    for row in 0..<(mesh.height - 1) {
      for column in 0..<(mesh.width - 1) {
        if cuts == 1 {
          addCell(pattern, column: column, row: row)
        } else {
          addSmoothedCell(pattern, column: column, row: row)
        }
      }
    }
    return pattern
  }

  /// One patch bounded by the cell's own edges, its corners the vertices' colours.
  private func addCell(_ pattern: OpaquePointer?, column: Int, row: Int) {
    let edges = mesh.edges(column: column, row: row)
    cairo_mesh_pattern_begin_patch(pattern)
    move(pattern, to: edges.top[0])
    curve(pattern, edges.top[1], edges.top[2], edges.top[3])
    curve(pattern, edges.right[1], edges.right[2], edges.right[3])
    curve(pattern, edges.bottom[2], edges.bottom[1], edges.bottom[0])
    curve(pattern, edges.left[2], edges.left[1], edges.left[0])
    let corners = [(column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)]
    for (index, corner) in corners.enumerated() {
      setCorner(pattern, index, mesh.colors[corner.1 * mesh.width + corner.0])
    }
    cairo_mesh_pattern_end_patch(pattern)
  }

  /// The cell cut into `cuts × cuts` patches on its surface, each edge a cubic following
  /// the surface and each corner the smoothly blended colour there.
  private func addSmoothedCell(_ pattern: OpaquePointer?, column: Int, row: Int) {
    let step = 1 / Double(cuts)
    for b in 0..<cuts {
      for a in 0..<cuts {
        let u0 = Double(a) * step, u1 = Double(a + 1) * step
        let v0 = Double(b) * step, v1 = Double(b + 1) * step
        let surface = { (u: Double, v: Double) in mesh.point(column: column, row: row, u: u, v: v) }
        cairo_mesh_pattern_begin_patch(pattern)
        move(pattern, to: surface(u0, v0))
        edge(pattern, from: (u0, v0), to: (u1, v0), surface)
        edge(pattern, from: (u1, v0), to: (u1, v1), surface)
        edge(pattern, from: (u1, v1), to: (u0, v1), surface)
        edge(pattern, from: (u0, v1), to: (u0, v0), surface)
        for (index, corner) in [(u0, v0), (u1, v0), (u1, v1), (u0, v1)].enumerated() {
          setCorner(pattern, index, mesh.smoothColor(column: column, row: row, u: corner.0, v: corner.1))
        }
        cairo_mesh_pattern_end_patch(pattern)
      }
    }
  }

  /// The cubic along the surface between two of its parameter points: its controls a third
  /// of the way along the surface's tangents there (the exact curve for a straight mesh).
  private func edge(
    _ pattern: OpaquePointer?, from start: (Double, Double), to end: (Double, Double),
    _ surface: (Double, Double) -> SIMD2<Double>
  ) {
    let h = 1e-4
    let (du, dv) = (end.0 - start.0, end.1 - start.1)
    func tangent(_ u: Double, _ v: Double) -> SIMD2<Double> {
      (surface(u + h * du, v + h * dv) - surface(u - h * du, v - h * dv)) / (2 * h)
    }
    let from = surface(start.0, start.1), to = surface(end.0, end.1)
    curve(pattern, from + tangent(start.0, start.1) / 3, to - tangent(end.0, end.1) / 3, to)
  }

  private func move(_ pattern: OpaquePointer?, to point: SIMD2<Double>) {
    let (x, y) = place(point)
    cairo_mesh_pattern_move_to(pattern, x, y)
  }

  private func curve(_ pattern: OpaquePointer?, _ control1: SIMD2<Double>, _ control2: SIMD2<Double>, _ end: SIMD2<Double>) {
    let (x1, y1) = place(control1), (x2, y2) = place(control2), (x3, y3) = place(end)
    cairo_mesh_pattern_curve_to(pattern, x1, y1, x2, y2, x3, y3)
  }

  private func setCorner(_ pattern: OpaquePointer?, _ index: Int, _ color: RGBA) {
    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), color.red, color.green, color.blue, color.alpha)
  }
}

extension Painter {
  /// Makes a mesh gradient over `rect` cairo's source: the background, with the mesh drawn
  /// over it where the mesh reaches.
  func setMeshSource(_ mesh: MeshPaint, in rect: CGRect) {
    let background = mesh.background
    guard let pattern = MeshGradientPattern(mesh: mesh, rect: rect).makePattern() else {
      return cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
    }
    guard background.alpha > 0 else {
      cairo_set_source(cairo, pattern)
      return cairo_pattern_destroy(pattern)
    }
    // The mesh over its background, composed apart from the canvas so translucent vertices
    // show the background and not what lies under the view.
    cairo_push_group(cairo)
    cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
    cairo_paint(cairo)
    cairo_set_source(cairo, pattern)
    cairo_paint(cairo)
    cairo_pattern_destroy(pattern)
    let group = cairo_pop_group(cairo)
    cairo_set_source(cairo, group)
    cairo_pattern_destroy(group)
  }
}
