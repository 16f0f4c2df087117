import DarkroomUI
import Testing

/// `CGAffineTransform` composes as Core Graphics does: `translatedBy`, `scaledBy` and
/// `rotated(by:)` act on the point first, `concatenating` applies the receiver first
/// (developer.apple.com/documentation/corefoundation/cgaffinetransform).
@Suite struct CGAffineTransformTests {
  private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  @Test func aQuarterTurnTakesTheXAxisDownTheScreen() {
    #expect(near(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
  }

  @Test func builtTransformsActOnThePointFirst() {
    let moveThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(near(CGPoint.zero.applying(moveThenScale), CGPoint(x: 2, y: 3)))
    let scaleThenMove = CGAffineTransform(translationX: 1, y: 1).scaledBy(x: 2, y: 3)
    #expect(near(CGPoint(x: 1, y: 1).applying(scaleThenMove), CGPoint(x: 3, y: 4)))
    let turned = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    #expect(near(CGPoint(x: 1, y: 0).applying(turned), CGPoint(x: 10, y: 1)))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let move = CGAffineTransform(translationX: 5, y: 0), double = CGAffineTransform(scaleX: 2, y: 2)
    #expect(near(CGPoint(x: 1, y: 1).applying(move.concatenating(double)), CGPoint(x: 12, y: 2)))
    #expect(near(CGPoint(x: 1, y: 1).applying(double.concatenating(move)), CGPoint(x: 7, y: 2)))
  }

  @Test func theInverseUndoesTheTransform() {
    let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
    let point = CGPoint(x: 3, y: -2)
    #expect(near(point.applying(transform).applying(transform.inverted()), point))
    let product = transform.concatenating(transform.inverted())
    #expect([product.a - 1, product.b, product.c, product.d - 1, product.tx, product.ty].allSatisfy { abs($0) < 1e-12 })
  }

  @Test func aTransformWithNoInverseComesBackUnchanged() {
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
    let broken = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    #expect(broken.inverted().a.isNaN)
  }

  @Test func identityAndTheEmptyInitialiser() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  }

  @Test func sizesIgnoreTheTranslationAndRectsTakeTheirBoundingBox() {
    let transform = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
    #expect(CGSize(width: 3, height: 4).applying(transform) == CGSize(width: 6, height: -4))
    let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
    #expect(abs(box.width - 10 * 2.0.squareRoot()) < 1e-9)
    #expect(abs(box.minX + 5 * 2.0.squareRoot()) < 1e-9)
    #expect(CGRect.null.applying(transform).isNull)
  }

  @Test func aProjectionTransformFromAnAffineOneMapsTheSame() {
    let affine = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
    let projection = ProjectionTransform(affine)
    #expect(projection.isAffine)
    #expect(near(CGPoint(x: 3, y: 5).applying(projection), CGPoint(x: 3, y: 5).applying(affine)))
    let product = projection.concatenating(projection.inverted())
    #expect(near(CGPoint(x: 9, y: -3).applying(product), CGPoint(x: 9, y: -3)))
  }

  @Test func aProjectionDividesByTheWeight() {
    var keystone = ProjectionTransform()
    keystone.m13 = 0.01
    #expect(!keystone.isAffine)
    #expect(near(CGPoint(x: 100, y: 50).applying(keystone), CGPoint(x: 50, y: 25)))
    var inverse = keystone
    let inverted = inverse.invert()
    #expect(inverted)
    #expect(near(CGPoint(x: 50, y: 25).applying(inverse), CGPoint(x: 100, y: 50)))
    var flat = ProjectionTransform()
    flat.m11 = 0
    let flattened = flat.invert()
    #expect(!flattened)
    #expect(flat.m11 == 0)
  }
}
