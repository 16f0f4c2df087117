import DarkroomUI
import Testing

/// `AngularGradient` sweeps its colours clockwise round a centre from the start angle (0°
/// points right); a sweep shorter than a turn fills the rest half with the last colour and
/// half with the first (developer.apple.com/documentation/swiftui/angulargradient).
@Suite struct AngularGradientTests {
  private let blackToWhite = Gradient(colors: [.black, .white])

  @Test func aFullTurnBrightensClockwiseFromThreeOClock() throws {
    let bitmap = try drawnPixels(AngularGradient(gradient: blackToWhite, center: .center).frame(width: 100, height: 100))
    #expect(grayLevel(bitmap[95, 52]) < 15)  // just past 0°
    #expect(grayLevel(bitmap[95, 47]) > 240)  // just before 360°
    #expect(abs(grayLevel(bitmap[50, 95]) - 64) < 6)  // 90°: a quarter of the way
    #expect(abs(grayLevel(bitmap[5, 50]) - 128) < 6)  // 180°: halfway
  }

  @Test func aHalfTurnSplitsTheGapBetweenTheEndColours() throws {
    let gradient = AngularGradient(gradient: blackToWhite, center: .center, startAngle: .zero, endAngle: .degrees(180))
    let bitmap = try drawnPixels(gradient.frame(width: 100, height: 100))
    #expect(abs(grayLevel(bitmap[50, 95]) - 128) < 6)  // 90°: halfway through the sweep
    #expect(grayLevel(bitmap[20, 10]) > 245)  // about 233°: the last colour
    #expect(grayLevel(bitmap[80, 10]) < 10)  // about 307°: the first colour
  }

  @Test func itStrokesAShape() throws {
    let ring = Circle().stroke(AngularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(360)), lineWidth: 8)
    let bitmap = try drawnPixels(ring.frame(width: 60, height: 60))
    #expect(grayLevel(bitmap[57, 32]) < 20)
    #expect(abs(grayLevel(bitmap[3, 30]) - 128) < 8)
    #expect(bitmap[30, 30] == .white)  // the hole in the middle
  }

  @Test func theConicShorthandStartsAtItsAngle() throws {
    let view = Rectangle().fill(.conicGradient(blackToWhite, center: .center, angle: .degrees(90)))
    let bitmap = try drawnPixels(view.frame(width: 100, height: 100))
    #expect(grayLevel(bitmap[48, 95]) < 15)  // just past 90°
    #expect(abs(grayLevel(bitmap[50, 5]) - 128) < 6)  // 270°: halfway
  }

  @Test func anAngularGradientMirrorsRightToLeft() throws {
    let view = AngularGradient(gradient: blackToWhite, center: .center).frame(width: 100, height: 100)
    let bitmap = try drawnPixels(view.environment(\.layoutDirection, .rightToLeft))
    #expect(grayLevel(bitmap[5, 52]) < 15)  // the start is now at 9 o'clock
  }

  @Test func hardStopsStayHard() throws {
    let stops = [Gradient.Stop(color: .black, location: 0.5), Gradient.Stop(color: .white, location: 0.5)]
    let bitmap = try drawnPixels(AngularGradient(stops: stops, center: .center, angle: .zero).frame(width: 100, height: 100))
    #expect(grayLevel(bitmap[50, 95]) < 5)  // 90°
    #expect(grayLevel(bitmap[50, 5]) > 250)  // 270°
  }
}
