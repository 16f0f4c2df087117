/// A rotation or scale of a view about a point of its frame, as `rotationEffect` and
/// `scaleEffect` ask for; the view's layout is not changed.
enum ViewTransform {
  case rotation(Angle, anchor: UnitPoint)
  case scale(CGSize, anchor: UnitPoint)
  /// An affine transform in the view's own coordinates (the origin at its top-left corner).
  case affine(CGAffineTransform)

  /// The map for a view whose frame is `frame`.
  func map(in frame: CGRect) -> AffineMap {
    switch self {
    case .rotation(let angle, let anchor):
      guard angle.radians.isFinite else { return AffineMap(a: .nan) }
      return AffineMap.rotation(angle).about(anchor.point(in: frame, mirrored: false))
    case .scale(let size, let anchor):
      return AffineMap.scale(size.width, size.height).about(anchor.point(in: frame, mirrored: false))
    case .affine(let transform):
      return AffineMap(transform).about(frame.origin)
    }
  }

  var summary: String {
    switch self {
    case .rotation(let angle, _): "rotation \(formatPoints(angle.degrees))°"
    case .scale(let size, _): "scale \(formatPoints(size.width))×\(formatPoints(size.height))"
    case .affine(let t): "transform " + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatPoints).joined(separator: " ")
    }
  }
}
