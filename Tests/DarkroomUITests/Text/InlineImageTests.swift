import DarkroomUI
import Testing

/// An image inside a `Text` is set in the line like a character and drawn in the text's
/// colour (developer.apple.com/documentation/swiftui/text/init(_:)-4q1ef).
@Suite struct InlineImageTests {
  @Test func aSymbolInTextTakesTheRoomOfTheSymbolBesideText() throws {
    let inline = try drawnPixels(Text(Image(systemName: "star.fill")) + Text("Hi"))
    let beside = try drawnPixels(HStack(spacing: 0) { Image(systemName: "star.fill"); Text("Hi") })
    let text = try drawnPixels(Text("Hi"))
    #expect(inline.width > text.width + 10)
    #expect(abs(inline.width - beside.width) <= 1)
    #expect(inline.height == text.height)
  }

  @Test func anImageWithNothingToDrawTakesNoRoom() throws {
    let withMissing = try drawnPixels(Text(Image("no-such-asset")) + Text("Hi"))
    let text = try drawnPixels(Text("Hi"))
    #expect(withMissing.width == text.width)
    let drawsTheTextAlone = withMissing == text
    #expect(drawsTheTextAlone)
  }

  @Test func theSymbolIsDrawnInTheTextsColourWhereItStands() throws {
    let bitmap = try drawnPixels((Text("AB ") + Text(Image(systemName: "star.fill"))).foregroundColor(.red))
    let letters = try drawnPixels(Text("AB ").foregroundColor(.red))
    let red = { (pixel: Pixel) in Int(pixel.red) > 200 && Int(pixel.green) < 120 && Int(pixel.blue) < 120 }
    let symbolInk = try #require(inkBox(of: bitmap) { red($0) })
    let letterInk = try #require(inkBox(of: letters) { red($0) })
    // The symbol stands after the letters and the space, centred on the cap height.
    #expect(symbolInk.maxX > letters.width)
    #expect(symbolInk.minY <= letterInk.minY + 2)
  }

  @Test func aRunsOwnColourPaintsItsSymbol() throws {
    let bitmap = try drawnPixels(Text("a") + Text(Image(systemName: "star.fill")).foregroundColor(.blue))
    let blue = { (pixel: Pixel) in Int(pixel.blue) > 200 && Int(pixel.red) < 100 }
    let box = try #require(inkBox(of: bitmap) { blue($0) })
    #expect(box.maxX - box.minX > 8)
  }

  @Test func anImageInterpolatedInAKeyDrawsAsTheJoinedTexts() throws {
    let interpolated = try drawnPixels(Text("Tap \(Image(systemName: "plus")) to add"))
    let joined = try drawnPixels(Text("Tap ") + Text(Image(systemName: "plus")) + Text(" to add"))
    #expect(interpolated.width == joined.width)
    #expect(interpolated.bytes == joined.bytes)
  }

  @Test func aSymbolWrapsToTheNextLineWithTheWords() throws {
    let text = Text("one two three \(Image(systemName: "star.fill"))").foregroundColor(.green)
    let bitmap = try drawnPixels(text.frame(width: 70))
    let oneLine = try drawnPixels(Text("one").frame(width: 70))
    #expect(bitmap.height > oneLine.height * 2 - 2)
    let green = { (pixel: Pixel) in Int(pixel.green) > 90 && Int(pixel.red) < 90 && Int(pixel.blue) < 90 }
    let ink = try #require(inkBox(of: bitmap) { green($0) })
    #expect(ink.maxY > oneLine.height)
  }

  @Test func voiceOverReadsAnInlineSymbolByItsName() throws {
    let elements = try ImageRenderer(content: Text("Rated ") + Text(Image(systemName: "star.fill"))).accessibilityElements()
    #expect(elements.first?.label == "Rated star fill")
  }
}
