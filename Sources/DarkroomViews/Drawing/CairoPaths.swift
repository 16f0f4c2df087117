import CPangoCairo

extension Painter {
  /// Makes `path` cairo's current path.
  func append(_ path: Path) {
    cairo_new_path(cairo)
    Painter.addElements(of: path, to: cairo)
  }

  /// Adds `path`'s elements to cairo's current path, which keeps what it held.
  package static func addElements(of path: Path, to cairo: OpaquePointer) {
    path.forEach { element in
      switch element {
      case .move(let point):
        cairo_move_to(cairo, Double(point.x), Double(point.y))
      case .line(let point):
        cairo_line_to(cairo, Double(point.x), Double(point.y))
      case .quadCurve(let point, let control):
        // A quadratic is the cubic whose controls lie two thirds of the way to its control.
        var start = CGPoint.zero
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        start = CGPoint(x: x, y: y)
        let control1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let control2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        cairo_curve_to(
          cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(point.x), Double(point.y))
      case .curve(let point, let control1, let control2):
        cairo_curve_to(
          cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(point.x), Double(point.y))
      case .closeSubpath:
        cairo_close_path(cairo)
      }
    }
  }

  /// Makes `paint` cairo's source, a gradient spread over `rect`.
  func setSource(_ paint: Paint, in rect: CGRect, mirrored: Bool) {
    switch paint {
    case .color(let color):
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    case .linearGradient(let stops, let start, let end):
      let from = start.point(in: rect, mirrored: mirrored)
      let to = end.point(in: rect, mirrored: mirrored)
      let pattern = cairo_pattern_create_linear(Double(from.x), Double(from.y), Double(to.x), Double(to.y))
      setSource(pattern, stops: stops)
    case .radialGradient, .ellipticalGradient:
      setRadialSource(paint, in: rect, mirrored: mirrored)
    case .meshGradient(let mesh):
      setMeshSource(mesh, in: rect)
    case .angularGradient(let stops, let center, let start, let end):
      // The mesh must reach every pixel that can be painted: the rectangle and the clip.
      var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
      cairo_clip_extents(cairo, &left, &top, &right, &bottom)
      let clip = CGRect(x: left, y: top, width: right - left, height: bottom - top)
      let covered = clip.width.isFinite && clip.height.isFinite ? rect.union(clip) : rect
      let pattern = ConicGradientMesh(stops: stops, start: start, end: end)
        .makePattern(center: center.point(in: rect, mirrored: mirrored), covering: covered, mirrored: mirrored)
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  /// Makes a gradient pattern, with `stops` added, cairo's source, and releases it.
  func setSource(_ pattern: OpaquePointer?, stops: [Paint.GradientStop]) {
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
    cairo_set_source(cairo, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Sets cairo's line width, ends, joins and dashes.
  func apply(_ style: StrokeStyle) {
    cairo_set_line_width(cairo, Double(style.lineWidth))
    switch style.lineCap {
    case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cairo, Double(style.miterLimit))
    let dashes = style.dash.map(Double.init)
    cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(style.dashPhase))
  }
}
