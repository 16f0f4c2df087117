import Foundation

/// A 2D affine transform, as Core Graphics defines it: a point maps to
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Linux's Foundation has no such type, so
/// Darkroom provides it for `import SwiftUI` and `import UIKit` files alike
/// (developer.apple.com/documentation/corefoundation/cgaffinetransform).
///
/// ```swift
/// let spin = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 10, y: 0)
/// let moved = CGPoint(x: 1, y: 2).applying(spin)
/// Rectangle().transformEffect(CGAffineTransform(scaleX: 1, y: -1))
/// ```
///
/// Built transforms compose as Core Graphics composes them: `t.translatedBy(x:y:)` moves a
/// point first and then applies `t`; `t1.concatenating(t2)` applies `t1`, then `t2`.
public struct CGAffineTransform: Hashable, Sendable, Codable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// All six entries zero, as Core Graphics' empty initialiser leaves them.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// A transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A move by `tx` across and `ty` down.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx` across and `sy` down about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin: clockwise on screen, where y points down.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle))), sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform after a move: the point is moved by `tx`, `ty` first.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// This transform after a scale: the point is scaled by `sx`, `sy` first.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// This transform after a rotation by `angle` radians.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// This transform followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(AffineMap(self).then(AffineMap(t2)))
  }

  /// The transform that undoes this one; this one unchanged when it cannot be undone (it
  /// collapses the plane, or an entry is not finite), as Core Graphics answers.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite, [a, b, c, d, tx, ty].allSatisfy(\.isFinite) else { return self }
    let inverse = CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant, tx: 0, ty: 0)
    let origin = CGPoint(x: -tx, y: -ty).applying(inverse)
    return CGAffineTransform(a: inverse.a, b: inverse.b, c: inverse.c, d: inverse.d, tx: origin.x, ty: origin.y)
  }
}

extension CGAffineTransform {
  package init(_ map: AffineMap) {
    self.init(a: map.a, b: map.b, c: map.c, d: map.d, tx: map.tx, ty: map.ty)
  }
}

extension AffineMap {
  package init(_ transform: CGAffineTransform) {
    self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  ///
  /// ```swift
  /// CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))  // (0, 1)
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    AffineMap(t).apply(self)
  }
}

extension CGSize {
  /// The size as a vector mapped by `t`, without the translation.
  ///
  /// ```swift
  /// CGSize(width: 10, height: 5).applying(CGAffineTransform(scaleX: 2, y: 2))  // 20 × 10
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest upright rectangle holding this one once mapped by `t`; a null rectangle
  /// stays null.
  ///
  /// ```swift
  /// CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
  /// ```
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    return AffineMap(t).boundingBox(of: standardized)
  }
}
