import CPangoCairo

extension Painter {
  /// Makes a radial or elliptical gradient cairo's source. A radial gradient is a cairo
  /// radial pattern round its centre in `rect`; an elliptical one is the same pattern laid
  /// out in a unit square and stretched over `rect`, so its circles become ellipses. Inside
  /// the start radius is the first colour, past the end radius the last.
  func setRadialSource(_ paint: Paint, in rect: CGRect, mirrored: Bool) {
    switch paint {
    case .radialGradient(let stops, let center, let startRadius, let endRadius):
      let point = center.point(in: rect, mirrored: mirrored)
      guard let radii = RadialRadii(start: startRadius, end: endRadius), point.x.isFinite, point.y.isFinite else {
        return cairo_set_source_rgba(cairo, 0, 0, 0, 0)
      }
      let (x, y) = (Double(point.x), Double(point.y))
      setSource(cairo_pattern_create_radial(x, y, radii.start, x, y, radii.end), stops: radii.ordered(stops))
    case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
      let point = center.point(in: CGRect(x: 0, y: 0, width: 1, height: 1), mirrored: mirrored)
      guard let radii = RadialRadii(start: startFraction, end: endFraction), point.x.isFinite, point.y.isFinite,
        rect.minX.isFinite, rect.minY.isFinite
      else { return cairo_set_source_rgba(cairo, 0, 0, 0, 0) }
      let (x, y) = (Double(point.x), Double(point.y))
      let pattern = cairo_pattern_create_radial(x, y, radii.start, x, y, radii.end)
      // The pattern's matrix maps the canvas to the unit square; a side of 0 paints nothing
      // anyway, and a scale of 1 keeps the matrix invertible.
      let width = rect.width > 0 && rect.width.isFinite ? Double(rect.width) : 1
      let height = rect.height > 0 && rect.height.isFinite ? Double(rect.height) : 1
      var matrix = cairo_matrix_t(
        xx: 1 / width, yx: 0, xy: 0, yy: 1 / height, x0: -Double(rect.minX) / width, y0: -Double(rect.minY) / height)
      cairo_pattern_set_matrix(pattern, &matrix)
      setSource(pattern, stops: radii.ordered(stops))
    default:
      setSource(paint, in: rect, mirrored: mirrored)
    }
  }
}

/// The two radii of a radial gradient as cairo takes them: never negative, never equal
/// (equal circles draw nothing in cairo; SwiftUI draws a hard edge there), and the start
/// the smaller, with the stops turned round when the gradient runs inwards.
private struct RadialRadii {
  let start: Double
  let end: Double
  let reversed: Bool

  init?(start: Double, end: Double) {
    guard start.isFinite, end.isFinite else { return nil }
    let inner = max(0, min(start, end)), outer = max(0, max(start, end))
    self.start = inner
    self.end = outer > inner ? outer : inner + 1e-4
    reversed = start > end
  }

  func ordered(_ stops: [Paint.GradientStop]) -> [Paint.GradientStop] {
    guard reversed else { return stops }
    return stops.reversed().map { Paint.GradientStop(color: $0.color, location: 1 - $0.location) }
  }
}
