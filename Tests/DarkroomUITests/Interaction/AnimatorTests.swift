import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Animators at rest: the first phase, or the keyframes' initial value.
@Suite struct AnimatorTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: 200, height: 60), traits: UITraitCollection())
  }

  @Test func aPhaseAnimatorShowsTheFirstPhase() throws {
    let text = try layout(PhaseAnimator(["Resting", "Glowing"]) { phase in Text(phase) })
    #expect(text.contains("Text \"Resting\""))
    #expect(!text.contains("Glowing"))
  }

  @Test func thePhaseAnimatorModifierShowsTheFirstPhase() throws {
    let text = try layout(Text("Star").phaseAnimator([0.25, 1.0]) { content, phase in content.opacity(phase) })
    #expect(text.contains("opacity 0.25") || text.contains("opacity 25%"), "\(text)")
  }

  @Test func aKeyframeAnimatorShowsItsInitialValue() throws {
    let text = try layout(KeyframeAnimator(initialValue: 3, trigger: 0) { value in Text("Value \(value)") } keyframes: { _ in MoveKeyframe(5) })
    #expect(text.contains("Text \"Value 3\""))
  }
}
