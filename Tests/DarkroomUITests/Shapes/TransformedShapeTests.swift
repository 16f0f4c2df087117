import DarkroomUI
import Testing

/// Paths and shapes through affine transforms draw exactly what the transformed outline
/// drawn by hand draws: `Path.applying(_:)`, the `transform:` of `addRect`, `addEllipse`,
/// `addArc` and `addPath`, `Shape.transform(_:)` and `transformEffect(_:)`
/// (developer.apple.com/documentation/swiftui/path, …/transformedshape).
@Suite struct TransformedShapeTests {
  private let turn = CGAffineTransform(translationX: 20, y: 4).rotated(by: .pi / 6)

  private func pixels<S: Shape>(_ shape: S) throws -> Bitmap {
    try drawnPixels(shape.fill(Color.black).frame(width: 50, height: 40))
  }

  private func corners(_ rect: CGRect, _ transform: CGAffineTransform) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ].map { $0.applying(transform) }
  }

  @Test func aTransformedRectangleDrawsAsItsCornersDrawnByHand() throws {
    let rect = CGRect(x: 0, y: 0, width: 50, height: 40)
    let byHand = Path { path in
      path.addLines(corners(rect, turn))
      path.closeSubpath()
    }
    let drawn = try pixels(Rectangle().transform(turn))
    #expect(drawn.bytes == (try pixels(byHand)).bytes)
    #expect(drawn[20, 6] == .black)  // the moved corner
    #expect(drawn[2, 2] == .white)
  }

  @Test func addRectAndAddRectsTakeATransform() throws {
    let rect = CGRect(x: 4, y: 4, width: 20, height: 10)
    let byHand = Path { path in
      path.addLines(corners(rect, turn))
      path.closeSubpath()
    }
    let transformed = Path { $0.addRect(rect, transform: turn) }
    #expect((try pixels(transformed)).bytes == (try pixels(byHand)).bytes)
    let several = Path { $0.addRects([rect], transform: turn) }
    #expect((try pixels(several)).bytes == (try pixels(byHand)).bytes)
  }

  @Test func applyingMapsEveryElement() throws {
    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    let transformed = Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10), transform: turn) }
    #expect(ellipse.applying(turn) == transformed)
    var added = Path()
    added.addPath(ellipse, transform: turn)
    #expect(added == transformed)
    #expect(ellipse.applying(.identity) == ellipse)
    #expect(ellipse.applying(CGAffineTransform(translationX: .nan, y: 0)).isEmpty)
  }

  @Test func aTransformedArcJoinsTheCurrentPoint() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(
      center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
      transform: CGAffineTransform(translationX: 100, y: 0))
    var elements: [Path.Element] = []
    path.forEach { elements.append($0) }
    #expect(elements.count == 3)
    #expect(elements[1] == .line(to: CGPoint(x: 115, y: 10)))
    var relative = Path()
    relative.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, delta: .degrees(90))
    var arc = Path()
    arc.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    #expect(relative == arc)
  }

  @Test func anArcWithAnInfiniteAngleAddsNothing() {
    var path = Path()
    path.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .radians(.infinity), clockwise: true)
    #expect(path.isEmpty)
  }

  @Test func aPathDrawsInTheFrameOfItsView() throws {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).fill(Color.black).frame(width: 10, height: 10)
    let bitmap = try drawnPixels(VStack(spacing: 0) { Color.white.frame(width: 30, height: 20); square })
    #expect(bitmap[10, 25] == .black)  // below the 20-point spacer
    #expect(bitmap[10, 5] == .white)
  }

  @Test func aTransformEffectDrawsAsTheSameMoveAndScale() throws {
    let bar = Color.black.frame(width: 20, height: 10)
    func framed(_ view: some View) throws -> Bitmap {
      try drawnPixels(view.frame(width: 60, height: 40, alignment: .topLeading))
    }
    let moved = try framed(bar.transformEffect(CGAffineTransform(translationX: 15, y: 5)))
    #expect(moved.bytes == (try framed(bar.offset(x: 15, y: 5))).bytes)
    let scaled = try framed(bar.transformEffect(CGAffineTransform(scaleX: 2, y: 3)))
    #expect(scaled.bytes == (try framed(bar.scaleEffect(x: 2, y: 3, anchor: .topLeading))).bytes)
    #expect(scaled[39, 29] == .black)
  }

  @Test func aTransformEffectLeavesTheLayoutAlone() throws {
    let plain = try LayoutProbe(HStack(spacing: 0) { Color.red.frame(width: 40, height: 10).id("bar"); Color.blue.frame(width: 5, height: 5) })
    let skewed = try LayoutProbe(
      HStack(spacing: 0) {
        Color.red.frame(width: 40, height: 10).transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)).id("bar")
        Color.blue.frame(width: 5, height: 5)
      })
    #expect(plain["bar"] == skewed["bar"])
    #expect(plain.size == skewed.size)
    #expect(skewed.description.contains("transform 1 0 0.5 1 0 0"))
  }

  @Test func aTangentArcRoundsTheCornerBetweenItsLines() throws {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 40))
    path.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 60, y: 0), radius: 12)
    var elements: [Path.Element] = []
    path.forEach { elements.append($0) }
    #expect(elements.count == 3)
    guard case .line(let tangentPoint) = elements[1] else { throw TransformedShapeError.noJoiningLine }
    #expect(abs(tangentPoint.x) < 1e-9 && abs(tangentPoint.y - 12) < 1e-9)
    let end = try #require(path.currentPoint)
    #expect(abs(end.x - 12) < 1e-9 && abs(end.y) < 1e-9)
    var straight = Path()
    straight.move(to: CGPoint(x: 0, y: 40))
    straight.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 0, y: -20), radius: 12)
    #expect(straight.currentPoint == .zero)
  }

  @Test func aTransformedTangentArcIsTheArcMapped() throws {
    var plain = Path()
    plain.move(to: CGPoint(x: 0, y: 40))
    plain.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 60, y: 0), radius: 12)
    var mapped = Path()
    mapped.move(to: CGPoint(x: 0, y: 40).applying(turn))
    mapped.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 60, y: 0), radius: 12, transform: turn)
    let expected = try #require(plain.applying(turn).currentPoint), got = try #require(mapped.currentPoint)
    #expect(abs(expected.x - got.x) < 1e-9 && abs(expected.y - got.y) < 1e-9)
    #expect((try pixels(mapped)).bytes == (try pixels(plain.applying(turn))).bytes)
  }

  @Test func roundedRectCornerRadiiDrawAsTheUnevenRectangle() throws {
    let radii = RectangleCornerRadii(topLeading: 12, bottomTrailing: 6)
    let rect = CGRect(x: 0, y: 0, width: 50, height: 40)
    let path = Path { $0.addRoundedRect(in: rect, cornerRadii: radii, transform: turn) }
    #expect(path == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect).applying(turn))
  }

  @Test func anEmptyPathHasNoCurrentPointAndAClosedOneIsBackAtItsStart() {
    #expect(Path().currentPoint == nil)
    var triangle = Path()
    triangle.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 1), CGPoint(x: 5, y: 8)])
    triangle.closeSubpath()
    #expect(triangle.currentPoint == CGPoint(x: 1, y: 1))
  }
}

private enum TransformedShapeError: Error {
  case noJoiningLine
}
