/// A projective transform of the plane: a 3×3 matrix that maps the point `(x, y)` to
/// `((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)`, where
/// `w = x·m13 + y·m23 + m33`. The first two columns alone are an affine transform; the
/// third adds perspective (developer.apple.com/documentation/swiftui/projectiontransform).
///
/// ```swift
/// var tilt = ProjectionTransform()
/// tilt.m13 = 0.002  // points farther right are drawn smaller
/// Image(systemName: "rectangle.fill").projectionEffect(tilt)
/// Text("Mirrored").projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: -1, y: 1)))
/// ```
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The affine transform `m`, with no perspective.
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform has no perspective: its third column is (0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var product = ProjectionTransform()
    product.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    product.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    product.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    product.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    product.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    product.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    product.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    product.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    product.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return product
  }

  /// Replaces the transform with its inverse; `false`, leaving it unchanged, when it has none.
  public mutating func invert() -> Bool {
    let cofactor11 = m22 * m33 - m23 * m32, cofactor12 = m23 * m31 - m21 * m33, cofactor13 = m21 * m32 - m22 * m31
    let determinant = m11 * cofactor11 + m12 * cofactor12 + m13 * cofactor13
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse = 1 / determinant
    var result = ProjectionTransform()
    result.m11 = cofactor11 * inverse
    result.m12 = (m13 * m32 - m12 * m33) * inverse
    result.m13 = (m12 * m23 - m13 * m22) * inverse
    result.m21 = cofactor12 * inverse
    result.m22 = (m11 * m33 - m13 * m31) * inverse
    result.m23 = (m13 * m21 - m11 * m23) * inverse
    result.m31 = cofactor13 * inverse
    result.m32 = (m12 * m31 - m11 * m32) * inverse
    result.m33 = (m11 * m22 - m12 * m21) * inverse
    guard result.entries.allSatisfy(\.isFinite) else { return false }
    self = result
    return true
  }

  /// The inverse, or this transform unchanged when it has none.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  var entries: [CGFloat] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

  /// The weight `w` of a point: positive for points in front of the eye.
  func weight(of point: CGPoint) -> CGFloat { point.x * m13 + point.y * m23 + m33 }

  /// The transform applied about `origin`: for a view whose frame starts there.
  func about(_ origin: CGPoint) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y))
      .concatenating(self).concatenating(ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)))
  }

  /// The smallest upright rectangle holding `rect` once mapped, or `nil` when part of it
  /// falls behind the eye (a weight of zero or less), where the image has no edge.
  func boundingBox(of rect: CGRect) -> CGRect? {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    guard corners.allSatisfy({ weight(of: $0) > 0 }) else { return nil }
    let mapped = corners.map { $0.applying(self) }
    let xs = mapped.map(\.x), ys = mapped.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
    else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGPoint {
  /// The point mapped by the projective transform `m`.
  ///
  /// ```swift
  /// CGPoint(x: 10, y: 0).applying(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))  // (20, 0)
  /// ```
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    let mappedX = x * m.m11 + y * m.m21 + m.m31, mappedY = x * m.m12 + y * m.m22 + m.m32
    return w == 1 ? CGPoint(x: mappedX, y: mappedY) : CGPoint(x: mappedX / w, y: mappedY / w)
  }
}
