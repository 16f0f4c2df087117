/// A projective transform of a view's drawing, as `rotation3DEffect` and `projectionEffect`
/// ask for; like every geometry effect it leaves the layout alone.
enum ViewProjection {
  /// A turn by `angle` about `axis` through the point `anchor` of the frame, `anchorZ`
  /// points out of the screen, seen from an eye `max(width, height) / perspective` points in
  /// front of the view, as iOS projects it.
  case rotation(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
  /// A matrix in the view's own coordinates (the origin at its top-left corner).
  case matrix(ProjectionTransform)
  /// A matrix in the view's own coordinates that depends on the view's size, as a
  /// `GeometryEffect` gives it.
  case sized(name: String, (CGSize) -> ProjectionTransform)

  /// The transform in canvas coordinates for a view whose frame is `frame`.
  func transform(in frame: CGRect) -> ProjectionTransform {
    switch self {
    case .matrix(let matrix):
      return matrix.about(frame.origin)
    case .sized(_, let matrix):
      return matrix(frame.size).about(frame.origin)
    case .rotation(let angle, let axis, let anchor, let anchorZ, let perspective):
      let local = ViewProjection.rotation(
        angle, axis: axis, anchor: CGPoint(x: anchor.x * frame.width, y: anchor.y * frame.height), anchorZ: anchorZ,
        distance: max(frame.width, frame.height) / perspective)
      return local.about(frame.origin)
    }
  }

  /// The rotation matrix's columns for a turn by `angle` about `axis` (right-handed: a
  /// positive turn about the z axis is clockwise on screen, where y points down, and one
  /// about the y axis brings the left edge towards the viewer). Sines and cosines within
  /// 1e-12 of 0 are 0, so that quarter and half turns are exact.
  static func rotationColumns(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> [[CGFloat]]? {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard angle.radians.isFinite, length.isFinite else { return nil }
    guard length > 0 else { return [[1, 0, 0], [0, 1, 0], [0, 0, 1]] }
    let x = axis.x / length, y = axis.y / length, z = axis.z / length
    func snapped(_ value: Double) -> CGFloat { abs(value) < 1e-12 ? 0 : CGFloat(value) }
    let c = snapped(cos(angle.radians)), s = snapped(sin(angle.radians)), t = 1 - c
    return [
      [t * x * x + c, t * x * y + s * z, t * x * z - s * y],
      [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
      [t * x * z + s * y, t * y * z - s * x, t * z * z + c],
    ]
  }

  /// The turn about `anchor` (view coordinates) and `anchorZ`, projected onto the view's
  /// plane from an eye `distance` points in front of the anchor. A point (x, y) of the view
  /// goes to r = R·(x − ax, y − ay, −az), then to (ax, ay) + (r.x, r.y) / (1 − r.z / distance).
  static func rotation(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: CGPoint, anchorZ: CGFloat, distance: CGFloat
  ) -> ProjectionTransform {
    guard let columns = rotationColumns(angle, axis: axis), anchorZ.isFinite, !distance.isNaN else {
      var nothing = ProjectionTransform()
      nothing.m33 = .nan
      return nothing
    }
    // No size (a distance of 0) or no perspective (an infinite distance) projects flat.
    let k: CGFloat = distance.isFinite && distance != 0 ? -1 / distance : 0
    let (r0, r1, r2) = (columns[0], columns[1], columns[2])
    // The rotated position of the view's origin.
    let origin = (0..<3).map { -r0[$0] * anchor.x - r1[$0] * anchor.y - r2[$0] * anchorZ }
    var result = ProjectionTransform()
    result.m13 = k * r0[2]
    result.m23 = k * r1[2]
    result.m33 = 1 + k * origin[2]
    result.m11 = r0[0] + anchor.x * result.m13
    result.m21 = r1[0] + anchor.x * result.m23
    result.m31 = origin[0] + anchor.x * result.m33
    result.m12 = r0[1] + anchor.y * result.m13
    result.m22 = r1[1] + anchor.y * result.m23
    result.m32 = origin[1] + anchor.y * result.m33
    return result
  }

  var summary: String {
    switch self {
    case .rotation(let angle, let axis, _, _, _):
      "rotation3D \(formatPoints(angle.degrees))° axis \(formatPoints(axis.x)) \(formatPoints(axis.y)) \(formatPoints(axis.z))"
    case .matrix(let matrix): "projection " + matrix.entries.map(formatPoints).joined(separator: " ")
    case .sized(let name, _): name
    }
  }
}
