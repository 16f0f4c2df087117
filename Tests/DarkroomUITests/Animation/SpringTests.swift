import DarkroomUI
import Testing

/// SwiftUI's `Spring` (developer.apple.com/documentation/swiftui/spring): made from a duration
/// and bounce, with the physical quantities that follow.
@Suite struct SpringTests {
  @Test func aSpringsPresetsAndQuantitiesFollowItsDurationAndBounce() {
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring.bouncy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.4))
    #expect(Spring.smooth.dampingRatio == 1)
    #expect(abs(Spring(duration: 1).stiffness - 4 * Double.pi * Double.pi) < 1e-9)
    #expect(Spring(response: 0.5, dampingRatio: 0.7).bounce == 1 - 0.7)
    #expect(Animation.spring(.snappy) == .spring)
    let interpolating: Animation = .interpolatingSpring
    #expect(interpolating != .spring && Animation.interpolatingSpring(.bouncy) == .spring)
  }
}
