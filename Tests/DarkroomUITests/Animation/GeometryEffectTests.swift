import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Moves a view by half its own width.
private struct HalfWidthShift: GeometryEffect {
  var fraction: CGFloat
  var animatableData: CGFloat {
    get { fraction }
    set { fraction = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: size.width * fraction, y: 0))
  }
}

/// A custom `GeometryEffect` draws the view through the transform it makes from the view's
/// size, and leaves the layout alone (developer.apple.com/documentation/swiftui/geometryeffect).
@Suite struct GeometryEffectTests {
  @Test func theEffectMovesTheDrawingByATransformOfTheViewsSize() throws {
    let view = Color.black.frame(width: 20, height: 10).modifier(HalfWidthShift(fraction: 0.5))
      .frame(width: 40, height: 10, alignment: .leading)
    let bitmap = try drawnPixels(view)
    #expect(bitmap[5, 5] == .white)
    #expect(bitmap[15, 5] == .black)
    #expect(bitmap[25, 5] == .black)
    #expect(bitmap[35, 5] == .white)
  }

  @Test func geometryAnimatesByItsComponents() {
    var size = CGSize(width: 3, height: 4)
    #expect(size.animatableData == AnimatablePair(3, 4))
    size.animatableData = AnimatablePair(5, 6)
    #expect(size == CGSize(width: 5, height: 6))
  }
}
