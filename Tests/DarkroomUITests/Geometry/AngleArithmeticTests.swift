import DarkroomUI
import Testing

/// Angles add, subtract, negate and scale as SwiftUI's do, and animate by their radians
/// (developer.apple.com/documentation/swiftui/angle).
@Suite struct AngleArithmeticTests {
  @Test func anglesAddSubtractNegateAndScale() {
    #expect((Angle.degrees(30) + .degrees(60)).degrees.rounded() == 90)
    #expect((Angle.degrees(30) - .degrees(60)).degrees.rounded() == -30)
    #expect((-Angle.degrees(45)).degrees.rounded() == -45)
    #expect((Angle.degrees(45) * 2).degrees.rounded() == 90)
    #expect((Angle.degrees(90) / 2).degrees.rounded() == 45)
    var turning = Angle.zero
    turning += .radians(1)
    turning *= 3
    #expect(turning.radians == 3)
    #expect(turning.animatableData == 3)
  }

  @Test func aSumOfAnglesRotatesAsTheirTotal() throws {
    let summed = try drawnPixels(Color.black.frame(width: 20, height: 4).rotationEffect(.degrees(30) + .degrees(60)).frame(width: 24, height: 24))
    let whole = try drawnPixels(Color.black.frame(width: 20, height: 4).rotationEffect(.degrees(90)).frame(width: 24, height: 24))
    #expect(summed.bytes == whole.bytes)
  }
}
