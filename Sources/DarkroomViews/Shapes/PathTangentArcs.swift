nonisolated extension Path {
  /// Where the path's last element ends (after `closeSubpath`, the start of that subpath);
  /// `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Adds the arc of `radius` that touches the line from the current point to `p1` and the
  /// line from `p1` to `p2`, joined to the current point by a line, as Core Graphics draws
  /// it; lines that do not turn, or a radius of 0, add a line to `p1`. The arc is worked out
  /// in the coordinates before `transform` and added mapped by it. With no current point,
  /// the path starts at `p1`.
  ///
  /// ```swift
  /// var tab = Path()
  /// tab.move(to: CGPoint(x: 0, y: 40))
  /// tab.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 60, y: 0), radius: 12)
  /// tab.addLine(to: CGPoint(x: 60, y: 0))
  /// ```
  public mutating func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else {
      return addPath(Path { $0.move(to: p1) }, transform: transform)
    }
    let p0 = current.applying(transform.inverted())
    let (ux, uy) = (p0.x - p1.x, p0.y - p1.y), (vx, vy) = (p2.x - p1.x, p2.y - p1.y)
    let lengthU = hypot(ux, uy), lengthV = hypot(vx, vy)
    let cosine: CGFloat = lengthU > 0 && lengthV > 0 ? (ux * vx + uy * vy) / (lengthU * lengthV) : 1
    let half = acos(min(1, max(-1, Double(cosine)))) / 2
    guard radius > 0, radius.isFinite, half > 1e-9, half < Double.pi / 2 - 1e-9 else {
      return addLine(to: p1.applying(transform))
    }
    let reach = radius / CGFloat(tan(half)), toCentre = radius / CGFloat(sin(half))
    let (unitUX, unitUY) = (ux / lengthU, uy / lengthU), (unitVX, unitVY) = (vx / lengthV, vy / lengthV)
    let start = CGPoint(x: p1.x + unitUX * reach, y: p1.y + unitUY * reach)
    let end = CGPoint(x: p1.x + unitVX * reach, y: p1.y + unitVY * reach)
    let (bisectorX, bisectorY) = (unitUX + unitVX, unitUY + unitVY)
    let bisectorLength = hypot(bisectorX, bisectorY)
    let centre = CGPoint(x: p1.x + bisectorX / bisectorLength * toCentre, y: p1.y + bisectorY / bisectorLength * toCentre)
    let startAngle = Double(atan2(start.y - centre.y, start.x - centre.x))
    let endAngle = Double(atan2(end.y - centre.y, end.x - centre.x))
    var sweep = endAngle - startAngle
    if sweep > Double.pi { sweep -= 2 * Double.pi }
    if sweep < -Double.pi { sweep += 2 * Double.pi }
    addRelativeArc(center: centre, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
  }

  /// Adds a rectangle with a radius for each corner as a closed subpath, mapped by `transform`.
  ///
  /// ```swift
  /// var card = Path()
  /// card.addRoundedRect(in: CGRect(x: 0, y: 0, width: 80, height: 50), cornerRadii: .init(topLeading: 12, topTrailing: 12))
  /// ```
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addPath(UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect), transform: transform)
  }
}
