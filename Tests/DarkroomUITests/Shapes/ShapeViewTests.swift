import DarkroomUI
import Testing

/// iOS 17's chained shape drawing: a filled shape stroked, or stroked inside its edge, draws
/// the stroke over the fill (developer.apple.com/documentation/swiftui/shapeview).
@Suite struct ShapeViewTests {
  @Test func aFilledShapeStrokedInsideItsEdgeKeepsTheFillInTheMiddle() throws {
    let bitmap = try drawnPixels(
      Rectangle().fill(Color.black).strokeBorder(Color(red: 1, green: 0, blue: 0), lineWidth: 4)
        .frame(width: 20, height: 20))
    #expect(isNear(bitmap[1, 10], Pixel(red: 255, green: 0, blue: 0)))
    #expect(bitmap[10, 10] == .black)
  }

  @Test func aFilledShapeStrokedDrawsTheStrokeOverTheFill() throws {
    let bitmap = try drawnPixels(
      Rectangle().fill(Color.black).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 4)
        .frame(width: 20, height: 20).padding(4))
    #expect(isNear(bitmap[5, 14], Pixel(red: 255, green: 0, blue: 0)))  // inner half of the stroke
    #expect(isNear(bitmap[3, 14], Pixel(red: 255, green: 0, blue: 0)))  // outer half, beyond the fill
    #expect(bitmap[14, 14] == .black)
  }
}
