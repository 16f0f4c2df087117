import DarkroomUI
import Testing

/// `Shape.trim(from:to:)` keeps a fraction of the outline's length, starting where the
/// path starts (a circle's at 3 o'clock, going clockwise); `rotation(_:anchor:)` and
/// `scale(_:anchor:)` move the outline inside an unchanged frame
/// (developer.apple.com/documentation/swiftui/shape/trim(from:to:)).
@Suite struct ShapeTrimTests {
  private func ring(_ shape: some Shape) throws -> Bitmap {
    try drawnPixels(shape.stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40))
  }

  @Test func aQuarterTrimOfACircleRunsFromThreeToSixOClock() throws {
    let bitmap = try ring(Circle().trim(from: 0, to: 0.25))
    #expect(bitmap[34, 34] == .black)  // 45°, bottom right
    #expect(bitmap[38, 18] == .white)  // just above 3 o'clock
    #expect(bitmap[5, 5] == .white)  // top left
    #expect(bitmap[5, 34] == .white)  // bottom left
  }

  @Test func rotatingATrimmedCircleByMinusNinetyDegreesStartsItAtTwelve() throws {
    let bitmap = try ring(Circle().trim(from: 0, to: 0.25).rotation(.degrees(-90)))
    #expect(bitmap[34, 5] == .black)  // top right
    #expect(bitmap[34, 34] == .white)
  }

  @Test func aStartAtOrPastTheEndOrNotANumberDrawsNothing() throws {
    for shape in [Circle().trim(from: 0.5, to: 0.5), Circle().trim(from: 0.8, to: 0.2), Circle().trim(from: .nan, to: 1)] {
      let bitmap = try ring(shape)
      #expect(bitmap[38, 20] == .white && bitmap[2, 20] == .white && bitmap[20, 38] == .white)
    }
  }

  @Test func fractionsOutsideZeroToOneAreClamped() throws {
    let whole = try ring(Circle())
    let clamped = try ring(Circle().trim(from: -3, to: 7))
    #expect(whole.bytes == clamped.bytes)
  }

  @Test func aTrimmedLineKeepsTheMiddleOfItsLength() {
    let line = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 100, y: 0))
    }
    let middle = line.trimmedPath(from: 0.25, to: 0.75).boundingRect
    #expect(abs(middle.minX - 25) < 0.01 && abs(middle.maxX - 75) < 0.01)
  }

  @Test func aTrimAcrossTwoSubpathsKeepsThemApart() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.move(to: CGPoint(x: 0, y: 10))
      path.addLine(to: CGPoint(x: 10, y: 10))
    }
    var moves = 0
    path.trimmedPath(from: 0.25, to: 0.75).forEach { if case .move = $0 { moves += 1 } }
    #expect(moves == 2)
  }

  @Test func aRotatedRectangleTurnsInsideItsFrame() throws {
    let bitmap = try drawnPixels(Rectangle().rotation(.degrees(90)).fill(Color.black).frame(width: 40, height: 20))
    #expect(bitmap.width == 40 && bitmap.height == 20)
    #expect(bitmap[20, 10] == .black)
    #expect(bitmap[3, 10] == .white)  // the unrotated rectangle's left end
  }

  @Test func aScaledCircleShrinksAboutItsCentre() throws {
    let bitmap = try drawnPixels(Circle().scale(0.5).fill(Color.black).frame(width: 40, height: 40))
    #expect(bitmap[20, 20] == .black)
    #expect(bitmap[6, 20] == .white)
    let nothing = try drawnPixels(Circle().scale(.nan).fill(Color.black).frame(width: 40, height: 40))
    #expect(nothing[20, 20] == .white)
  }
}
