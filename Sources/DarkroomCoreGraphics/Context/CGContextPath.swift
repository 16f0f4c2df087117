import CPangoCairo
import DarkroomViews

extension CGContext {
  /// Empties the current path.
  public func beginPath() {
    if let cairo { cairo_new_path(cairo) }
  }

  /// Starts a new subpath at `point`.
  ///
  /// ```swift
  /// context.move(to: CGPoint(x: 0, y: 10))
  /// context.addLine(to: CGPoint(x: 20, y: 10))
  /// context.strokePath()
  /// ```
  public func move(to point: CGPoint) {
    guard point.isFinite, let cairo = drawable else { return }
    cairo_move_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint) {
    guard point.isFinite, let cairo = drawable else { return }
    cairo_line_to(cairo, Double(point.x), Double(point.y))
  }

  /// Adds straight lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a cubic curve from the current point to `end`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard end.isFinite, control1.isFinite, control2.isFinite, let cairo = drawable else { return }
    cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y), Double(end.x), Double(end.y))
  }

  /// Adds a quadratic curve from the current point to `end`, bent towards `control`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard end.isFinite, control.isFinite, let cairo = drawable else { return }
    var path = Path()
    path.move(to: currentPointOfPath)
    path.addQuadCurve(to: end, control: control)
    continuePath(with: path, on: cairo)
  }

  /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians),
  /// with a line to its start from the current point. `clockwise` is as Core Graphics means
  /// it: the angle decreases, which in a y-down context (a renderer's, a canvas's) turns
  /// anticlockwise on the screen.
  ///
  /// ```swift
  /// context.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
  /// ```
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite, let cairo = drawable else { return }
    // A sweep of many turns draws the same circle as one turn more than its remainder.
    var end = Double(endAngle)
    let start = Double(startAngle)
    if abs(end - start) > 4 * .pi {
      end = start + (end - start).truncatingRemainder(dividingBy: 2 * .pi) + (end > start ? 2 : -2) * .pi
    }
    if clockwise {
      cairo_arc_negative(cairo, Double(center.x), Double(center.y), Double(radius), start, end)
    } else {
      cairo_arc(cairo, Double(center.x), Double(center.y), Double(radius), start, end)
    }
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
  /// and to the line from there to `tangent2End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite, let cairo = drawable else { return }
    var path = Path()
    path.move(to: currentPointOfPath)
    path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    continuePath(with: path, on: cairo)
  }

  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect) {
    guard rect.isFinite, let cairo = drawable else { return }
    cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }

  /// Adds rectangles as closed subpaths.
  public func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds the ellipse inside `rect` as a closed subpath.
  public func addEllipse(in rect: CGRect) {
    guard rect.isFinite, let cairo = drawable else { return }
    Painter.addElements(of: Path(ellipseIn: rect), to: cairo)
  }

  /// Adds a Core Graphics path's elements.
  ///
  /// ```swift
  /// context.addPath(UIBezierPath(roundedRect: rect, cornerRadius: 8).cgPath)
  /// context.clip()
  /// ```
  public func addPath(_ path: CGPath) {
    guard path.path.isFinite, let cairo = drawable else { return }
    Painter.addElements(of: path.path, to: cairo)
  }

  /// Closes the current subpath with a line to its start.
  public func closePath() {
    if let cairo = drawable { cairo_close_path(cairo) }
  }

  /// Whether the current path has no elements.
  public var isPathEmpty: Bool {
    guard let cairo = drawable else { return true }
    return cairo_has_current_point(cairo) == 0
  }

  /// The current point of the path, in user space; zero when there is none.
  public var currentPointOfPath: CGPoint {
    guard let cairo = drawable, cairo_has_current_point(cairo) != 0 else { return .zero }
    var x = 0.0, y = 0.0
    cairo_get_current_point(cairo, &x, &y)
    return CGPoint(x: x, y: y)
  }

  /// The smallest rectangle holding the current path, in user space; null when it is empty.
  public var boundingBoxOfPath: CGRect {
    guard let cairo = drawable, cairo_has_current_point(cairo) != 0 else { return .null }
    var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
    cairo_path_extents(cairo, &left, &top, &right, &bottom)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Adds `path`, which starts with a move to the current point, to the subpath under way:
  /// the move is left out, so that closing the subpath still returns to its start.
  private func continuePath(with path: Path, on cairo: OpaquePointer) {
    guard cairo_has_current_point(cairo) != 0 else { return Painter.addElements(of: path, to: cairo) }
    var rest = Path()
    var first = true
    path.forEach { element in
      defer { first = false }
      switch element {
      case .move(let point): if !first { rest.move(to: point) }
      case .line(let point): rest.addLine(to: point)
      case .quadCurve(let point, let control): rest.addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2): rest.addCurve(to: point, control1: control1, control2: control2)
      case .closeSubpath: rest.closeSubpath()
      }
    }
    Painter.addElements(of: rest, to: cairo)
  }

  /// Runs `body` with the current path set aside, and puts it back after.
  func preservingPath(_ cairo: OpaquePointer, _ body: () -> Void) {
    guard let path = cairo_copy_path(cairo) else { return body() }
    defer { cairo_path_destroy(path) }
    cairo_new_path(cairo)
    body()
    cairo_new_path(cairo)
    if path.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cairo, path) }
  }
}

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
  var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
