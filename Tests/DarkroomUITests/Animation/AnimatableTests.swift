import DarkroomUI
import Testing

/// `Animatable` shapes draw at their final state; `AnimatablePair` does vector arithmetic
/// (developer.apple.com/documentation/swiftui/animatable).
@Suite struct AnimatableTests {
  private struct Bar: Shape, Animatable {
    var fraction: Double
    var animatableData: Double {
      get { fraction }
      set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
  }

  @Test func anAnimatableShapeDrawsAtItsValue() throws {
    let bitmap = try drawnPixels(Bar(fraction: 0.5).fill(Color.black).frame(width: 20, height: 4))
    #expect(bitmap[5, 2] == .black)
    #expect(bitmap[15, 2] == .white)
  }

  @Test func pairsAddAndScaleComponentwise() {
    var pair = AnimatablePair(1.0, 2.0) + AnimatablePair(0.5, 0.5)
    pair.scale(by: 2)
    #expect(pair.first == 3 && pair.second == 5)
    #expect(pair.magnitudeSquared == 34)
    #expect(AnimatablePair<Double, Double>.zero.first == 0)
  }

  @Test func aSpringWithNoArgumentsIsTheDefaultSpring() {
    // Both spring families take only defaults; SwiftUI resolves `.spring()` to one of them.
    #expect(Animation.spring() == .spring)
    #expect(Animation.spring(duration: 0.3) == .spring)
    #expect(Animation.spring(response: 0.3, dampingFraction: 0.6) == .spring)
  }
}
