import DarkroomUI
import Testing

/// The values a keyframe animation moves through.
private struct AnimationValues {
  var scale = 0.5
  var offset = 0.0
}

/// Keyframes as iOS 17 declares them: tracks of linear, spring, cubic and move keyframes;
/// a snapshot shows the initial value, and a timeline answers the value at any time
/// (developer.apple.com/documentation/swiftui/keyframetimeline).
@MainActor @Suite struct KeyframeTests {
  @Test func aKeyframeAnimatorWithTracksDrawsItsInitialValue() throws {
    let view = Text("Hi").keyframeAnimator(initialValue: AnimationValues()) { content, value in
      content.opacity(value.scale)
    } keyframes: { _ in
      KeyframeTrack(\.scale) {
        SpringKeyframe(1.2, duration: 0.2)
        CubicKeyframe(1.0, duration: 0.3)
      }
      KeyframeTrack(\.offset) { LinearKeyframe(-20, duration: 0.1) }
    }
    let text = try ImageRenderer(content: view).layoutDescription()
    #expect(text.contains("opacity 0.5") || text.contains("opacity 50%"), "\(text)")
  }

  @Test func aScaledViewIsDrawnAtItsInitialScale() throws {
    let view = Rectangle().fill(Color.black).frame(width: 20, height: 20)
      .keyframeAnimator(initialValue: AnimationValues()) { content, value in
        content.scaleEffect(value.scale)
      } keyframes: { _ in
        KeyframeTrack(\.scale) { SpringKeyframe(1.2, duration: 0.2); CubicKeyframe(1.0, duration: 0.3) }
      }
    let bitmap = try drawnPixels(view)
    #expect(bitmap[10, 10] == .black)
    #expect(bitmap[2, 2] == .white)
  }

  @Test func aLinearTrackIsInterpolated() {
    let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
      KeyframeTrack(\.offset) {
        LinearKeyframe(10.0, duration: 1)
        MoveKeyframe(-5.0)
        LinearKeyframe(5.0, duration: 2)
      }
      KeyframeTrack(\.scale) { CubicKeyframe(1.5, duration: 2) }
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 0).offset == 0)
    #expect(abs(timeline.value(time: 0.5).offset - 5) < 1e-9)
    #expect(abs(timeline.value(time: 1).offset - -5) < 1e-9)
    #expect(abs(timeline.value(time: 2).offset - 0) < 1e-9)
    #expect(timeline.value(time: 10).offset == 5)
    #expect(abs(timeline.value(time: 1).scale - 1.0) < 1e-9)
    #expect(timeline.value(time: 2).scale == 1.5)
    #expect(abs(timeline.value(progress: 0.5).offset - -2.5) < 1e-9)
  }

  @Test func eachTimingCurveShapesItsKeyframe() {
    let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn) }
    #expect(eased.value(time: 0.5) < 0.5)
    let cubic = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1) }
    #expect(cubic.value(time: 0.25) < 0.25)
    let spring = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 1) }
    #expect(spring.value(time: 0.5) > 0.5 && spring.value(time: 1) == 1)
  }

  @Test func aValueWithoutArithmeticSwitchesAtTheEndOfAKeyframe() {
    let timeline = KeyframeTimeline(initialValue: 1) { LinearKeyframe(4, duration: 1) }
    #expect(timeline.value(time: 0.9) == 1)
    #expect(timeline.value(time: 1) == 4)
  }
}
