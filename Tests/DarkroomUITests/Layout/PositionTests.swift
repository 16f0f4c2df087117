import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `.position(x:y:)` centres the view on a point and takes all the space it is offered.
@Suite struct PositionTests {
  @Test func theViewsCentreSitsOnThePoint() throws {
    let dot = Circle().frame(width: 10, height: 10).position(x: 20, y: 30)
    let text = try SnapshotRendering.description(of: dot, layout: .fixed(width: 100, height: 80), traits: UITraitCollection())
    #expect(text.contains("position x 20 y 30 (0, 0, 100×80)"))
    #expect(text.contains("Circle fill #000000 (15, 25, 10×10)"))
  }
}
