import DarkroomImage
import Testing

@Suite struct DiffImageTests {
  @Test func hasPixelmatchsLookAndBoxesTheRegions() throws {
    let reference = try Fixtures.bitmap("pairs/text_a.png")
    let new = try Fixtures.bitmap("pairs/text_b.png")
    let (comparison, indexed) = Comparison.drawingDiff(reference: reference, new: new)
    let diff = try #require(indexed).bitmap()
    var colours: [Pixel: Int] = [:]
    for y in 0..<diff.height {
      for x in 0..<diff.width { colours[diff[x, y], default: 0] += 1 }
    }
    let style = DiffStyle.standard
    // Boxes are drawn outside their region, so every counted pixel stays red.
    #expect(colours[style.changedColor] == comparison.differentPixels)
    #expect((colours[style.antialiasedColor] ?? 0) > 0)
    #expect((colours[style.boxColor!] ?? 0) > 0)
    // Unchanged pixels are the reference's luma faded to a light grey.
    #expect(diff[0, 0] == .white)
    let greys = colours.keys.filter { $0.red == $0.green && $0.green == $0.blue }
    #expect(greys.allSatisfy { $0.red >= 229 })
  }

  @Test func boxesCanBeLeftOut() throws {
    let reference = try Fixtures.bitmap("pairs/button_a.png")
    let new = try Fixtures.bitmap("pairs/button_b.png")
    let (_, diff) = Comparison.drawingDiff(reference: reference, new: new, style: DiffStyle(boxColor: nil))
    let bitmap = try #require(diff).bitmap()
    #expect(!bitmap.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }.contains(0xFFFF_7000))
  }

  @Test func theStripPutsImagesSideBySide() {
    let red = Bitmap(width: 2, height: 3, filledWith: Pixel(red: 255, green: 0, blue: 0))
    let blue = Bitmap(width: 3, height: 2, filledWith: Pixel(red: 0, green: 0, blue: 255))
    let strip = Bitmap.strip([red, blue], gap: 1, background: .black)
    #expect(strip.width == 6 && strip.height == 3)
    #expect(strip[1, 2] == Pixel(red: 255, green: 0, blue: 0))
    #expect(strip[2, 0] == .black)
    #expect(strip[5, 1] == Pixel(red: 0, green: 0, blue: 255))
    #expect(strip[5, 2] == .black)
  }
}

@Suite struct EmptyImageTests {
  @Test func emptyImagesAreTheSame() {
    let empty = Bitmap(width: 0, height: 0)
    let (comparison, diff) = Comparison.drawingDiff(reference: empty, new: empty)
    #expect(comparison.isSame)
    #expect(diff?.indices.isEmpty == true)
    #expect(Comparison(reference: empty, new: Bitmap(width: 0, height: 3)).outcome == .sizeMismatch)
  }
}
