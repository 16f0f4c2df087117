import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Underlines and strikethroughs in a pattern and a colour, set on a text or on a whole view
/// (developer.apple.com/documentation/swiftui/text/underline(_:pattern:color:)).
@Suite struct TextLineStyleTests {
  private func isRed(_ pixel: Pixel) -> Bool { pixel.red > 200 && pixel.green < 90 && pixel.blue < 90 }

  /// The red pixels of the row with the most of them, from left to right.
  private func reddestRow(_ bitmap: Bitmap) -> [Bool] {
    let rows = (0..<bitmap.height).map { y in (0..<bitmap.width).map { isRed(bitmap[$0, y]) } }
    return rows.max { $0.filter { $0 }.count < $1.filter { $0 }.count } ?? []
  }

  /// How many separate stretches of red a row has.
  private func stretches(_ row: [Bool]) -> Int {
    zip([false] + row, row).filter { !$0 && $1 }.count
  }

  private func drawn<V: View>(_ view: V) throws -> [Bool] {
    reddestRow(try drawnPixels(view.foregroundStyle(.black).padding(4), scale: 2))
  }

  @Test func aSolidUnderlineIsOneUnbrokenLine() throws {
    let row = try drawn(Text("MMMMMM").font(.system(size: 20)).underline(color: .red))
    #expect(row.filter { $0 }.count > 100)
    #expect(stretches(row) == 1)
  }

  @Test func aDashedOrDottedUnderlineIsBroken() throws {
    let dashed = try drawn(Text("MMMMMM").font(.system(size: 20)).underline(pattern: .dash, color: .red))
    #expect(stretches(dashed) > 5)
    let dotted = try drawn(Text("MMMMMM").font(.system(size: 20)).underline(true, pattern: .dot, color: .red))
    #expect(stretches(dotted) > stretches(dashed))
    let dashDot = try drawn(Text("MMMMMM").font(.system(size: 20)).underline(pattern: .dashDot, color: .red))
    #expect(stretches(dashDot) > 5)
  }

  @Test func aPatternedStrikethroughCrossesTheLetters() throws {
    let bitmap = try drawnPixels(
      Text("MMMMMM").font(.system(size: 20)).strikethrough(pattern: .dashDotDot, color: .red).foregroundStyle(.black).padding(4),
      scale: 2)
    let row = reddestRow(bitmap)
    #expect(stretches(row) > 5)
    // The line is above the baseline: the reddest row is in the upper two thirds of the image.
    let y = (0..<bitmap.height).max { a, b in
      (0..<bitmap.width).filter { isRed(bitmap[$0, a]) }.count < (0..<bitmap.width).filter { isRed(bitmap[$0, b]) }.count
    } ?? 0
    #expect(y < bitmap.height * 2 / 3)
  }

  @Test func aViewsUnderlineReachesTheTextsInsideUnlessOneTurnsItOff() throws {
    let underlined = try drawn(VStack { Text("MMMMMM").font(.system(size: 20)) }.underline(color: .red))
    #expect(stretches(underlined) == 1)
    let dashed = try drawn(VStack { Text("MMMMMM").font(.system(size: 20)) }.underline(pattern: .dash, color: .red))
    #expect(stretches(dashed) > 5)
    let off = try drawn(VStack { Text("MMMMMM").font(.system(size: 20)).underline(false) }.underline(color: .red))
    #expect(!off.contains(true))
    let struck = try drawn(VStack { Text("MMMMMM").font(.system(size: 20)) }.strikethrough(true, color: .red))
    #expect(stretches(struck) == 1)
  }

  @Test func aLineStyleKeepsItsPatternAndColour() {
    let style = Text.LineStyle(pattern: .dash, color: .red)
    #expect(style.pattern == .dash && style.color == .red)
    #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid))
    #expect(Text.LineStyle.Pattern.dot != .dashDotDot)
  }
}
