import CPangoCairo

/// An angular gradient as a cairo mesh: cairo has no conic gradient, so the circle round
/// the centre is cut into thin triangles, each shading from the colour at one of its edge
/// angles to the colour at the other. The cuts are fixed (one per degree of the turn and
/// one at every stop), so the pixels are the same on every run.
struct ConicGradientMesh {
  let stops: [Paint.GradientStop]
  let start: Double
  let end: Double

  /// The farthest, in points, a triangle reaches from the centre.
  static let farthestReach: CGFloat = 20_000

  /// The colour at `angle`, in radians from the start of the turn (0 ..< 2π).
  func color(atTurn angle: Double) -> RGBA {
    let sweep = abs(end - start)
    let span = min(sweep, 2 * .pi)
    guard span > 0 else { return stops.first?.color ?? .clear }
    if sweep > 2 * .pi { return color(at: (angle + sweep - 2 * .pi) / sweep) }
    if angle <= span {
      return color(at: angle / span)
    }
    // The gap after the sweep: the last colour until halfway, the first after.
    return angle - span < (2 * .pi - span) / 2 ? color(at: 1) : color(at: 0)
  }

  /// The gradient's colour at `location`, 0 to 1.
  func color(at location: Double) -> RGBA {
    let sorted = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
    guard let first = sorted.first, let last = sorted.last else { return .clear }
    if location <= first.location { return first.color }
    if location >= last.location { return last.color }
    for (lower, upper) in zip(sorted, sorted.dropFirst()) where location <= upper.location {
      let span = upper.location - lower.location
      let t = span > 0 ? (location - lower.location) / span : 1
      return RGBA(
        red: lower.color.red + (upper.color.red - lower.color.red) * t,
        green: lower.color.green + (upper.color.green - lower.color.green) * t,
        blue: lower.color.blue + (upper.color.blue - lower.color.blue) * t,
        alpha: lower.color.alpha + (upper.color.alpha - lower.color.alpha) * t)
    }
    return last.color
  }

  /// Angles of the turn (0 ..< 2π from the start) where the triangles are cut.
  private var cuts: [Double] {
    var cuts = (0...360).map { Double($0) * .pi / 180 }
    let span = min(abs(end - start), 2 * .pi)
    for stop in stops where abs(end - start) <= 2 * .pi && stop.location.isFinite && stop.location > 0 && stop.location < 1 {
      cuts.append(stop.location * span)
    }
    if span < 2 * .pi {
      // Either side of the jump from the last colour to the first, and the sweep's end.
      let middle = span + (2 * .pi - span) / 2
      cuts += [span, middle - 1e-4, middle + 1e-4]
    }
    return Array(Set(cuts)).sorted()
  }

  /// A mesh pattern covering `rect` (and a little more) round `center`; the caller destroys it.
  func makePattern(center: CGPoint, covering rect: CGRect, mirrored: Bool) -> OpaquePointer? {
    let pattern = cairo_pattern_create_mesh()
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    let reach = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
    guard reach.isFinite, center.x.isFinite, center.y.isFinite, start.isFinite, end.isFinite else { return pattern }
    // Cairo's time to shade a patch grows with its area; a centre so far away that the
    // triangles would be that large sees the rectangle under one angle, drawn in one colour.
    if reach > ConicGradientMesh.farthestReach {
      cairo_pattern_destroy(pattern)
      let towards = atan2(Double(rect.midY - center.y), Double(rect.midX - center.x))
      let turn = (mirrored ? .pi - towards : towards) - start
      let direction: Double = end < start ? -1 : 1
      let wrapped = (direction * turn).truncatingRemainder(dividingBy: 2 * .pi)
      let color = color(atTurn: wrapped < 0 ? wrapped + 2 * .pi : wrapped)
      return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)
    }
    // A chord across a triangle's far edge must stay outside the rectangle.
    let radius = Double(reach) * 1.01 + 2
    // Angles grow clockwise on screen; a reversed sweep or a mirrored layout runs back.
    let direction: Double = (end < start) != mirrored ? -1 : 1
    // A sweep of more than a turn shows its last turn, which starts that much later.
    let lastTurn = start + (end < start ? -1 : 1) * max(0, abs(end - start) - 2 * .pi)
    let base = mirrored ? .pi - lastTurn : lastTurn
    let cuts = cuts
    for (from, to) in zip(cuts, cuts.dropFirst()) {
      let fromColor = color(atTurn: from), toColor = color(atTurn: to)
      let a = base + direction * from, b = base + direction * to
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, Double(center.x), Double(center.y))
      cairo_mesh_pattern_line_to(pattern, Double(center.x) + radius * cos(a), Double(center.y) + radius * sin(a))
      cairo_mesh_pattern_line_to(pattern, Double(center.x) + radius * cos(b), Double(center.y) + radius * sin(b))
      cairo_mesh_pattern_line_to(pattern, Double(center.x), Double(center.y))
      for (corner, color) in [(0, fromColor), (1, fromColor), (2, toColor), (3, toColor)] {
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    return pattern
  }
}
