/// A 2D affine map, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`: how rotated, scaled and
/// moved shapes and views are drawn.
package struct AffineMap: Hashable, Sendable {
  package var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

  package init(a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  static let identity = AffineMap()

  package static func translation(_ dx: CGFloat, _ dy: CGFloat) -> AffineMap { AffineMap(tx: dx, ty: dy) }

  package static func scale(_ sx: CGFloat, _ sy: CGFloat) -> AffineMap { AffineMap(a: sx, d: sy) }

  /// A rotation by `angle`, clockwise on screen for a positive angle (y points down).
  package static func rotation(_ angle: Angle) -> AffineMap {
    let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians))
    return AffineMap(a: cosine, b: sine, c: -sine, d: cosine)
  }

  /// This map applied about `anchor` instead of the origin.
  func about(_ anchor: CGPoint) -> AffineMap {
    AffineMap.translation(-anchor.x, -anchor.y).then(self).then(.translation(anchor.x, anchor.y))
  }

  /// This map followed by `next`.
  package func then(_ next: AffineMap) -> AffineMap {
    AffineMap(
      a: a * next.a + b * next.c, b: a * next.b + b * next.d,
      c: c * next.a + d * next.c, d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
  }

  func apply(_ point: CGPoint) -> CGPoint {
    CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Whether cairo can draw through the map: every number finite, no scale beyond a
  /// million, and the plane not collapsed to a line (cairo refuses such a matrix, and a
  /// refused matrix would stop everything after it from being drawn).
  package var isDrawable: Bool {
    let determinant = a * d - b * c
    return [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && [a, b, c, d].allSatisfy { abs($0) <= 1e6 }
      && abs(tx) <= 1e9 && abs(ty) <= 1e9 && determinant.isFinite && abs(determinant) >= 1e-12
  }

  /// The smallest upright rectangle holding `rect` once mapped.
  func boundingBox(of rect: CGRect) -> CGRect {
    let corners = [
      apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
      apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY)),
    ]
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return rect }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

nonisolated extension Path {
  /// The path with every point mapped.
  func applying(_ map: AffineMap) -> Path {
    var path = Path()
    forEach { element in
      switch element {
      case .move(let point): path.move(to: map.apply(point))
      case .line(let point): path.addLine(to: map.apply(point))
      case .quadCurve(let point, let control): path.addQuadCurve(to: map.apply(point), control: map.apply(control))
      case .curve(let point, let c1, let c2):
        path.addCurve(to: map.apply(point), control1: map.apply(c1), control2: map.apply(c2))
      case .closeSubpath: path.closeSubpath()
      }
    }
    return path
  }
}
