import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Controls at UIKit's default sizes.
@Suite struct ControlGeometryTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: 320, height: 120), traits: UITraitCollection())
  }

  @Test func aSwitchIsFiftyOneByThirtyOne() throws {
    #expect(try layout(Toggle("Wi-Fi", isOn: .constant(true))).contains("51×31)"))
  }

  @Test func aStepperIsNinetyFourByThirtyTwo() throws {
    #expect(try layout(Stepper("Guests", value: .constant(2))).contains("94×32"))
  }

  @Test func aSpinnerIsTwentyPointsOrThirtySevenAtTheLargeSize() throws {
    #expect(try layout(ProgressView()).contains("Color #00000000 (150, 50, 20×20)"))
    #expect(try layout(ProgressView().controlSize(.large)).contains("37×37"))
  }

  @Test func aLinearProgressBarIsAFourPointTrack() throws {
    #expect(try layout(ProgressView(value: 0.5)).contains("×4)"))
  }
}
