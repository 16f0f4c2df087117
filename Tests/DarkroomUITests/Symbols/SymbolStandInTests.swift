import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Without a template, the most used symbol names draw an icon font's glyph at SF Symbols'
/// size; unknown names draw a placeholder of that size and are listed.
@Suite struct SymbolStandInTests {
  /// On iOS, `checkmark.circle.fill` at Body is 17 × 17 pt of ink (16 × 16 at a 16 pt body).
  @Test(arguments: [(CGFloat(17), 34), (16, 32)])
  func aCircledStandInIsAsWideAsThePointSize(pointSize: CGFloat, expectedPixels: Int) throws {
    let bitmap = try drawnPixels(
      Image(systemName: "checkmark.circle.fill").font(.system(size: pointSize)).padding(4), scale: 2)
    let box = try #require(inkBox(of: bitmap, where: isDark))
    #expect(abs(box.maxX - box.minX + 1 - expectedPixels) <= 2)
    #expect(abs(box.maxY - box.minY + 1 - expectedPixels) <= 2)
    #expect(Image.standInSymbolNames.contains("checkmark.circle.fill"))
  }

  /// `globe` at `.imageScale(.large)` with Body is 22 × 22 pt of ink on iOS.
  @Test func theLargeImageScaleDrawsTheGlobeAt22Points() throws {
    let bitmap = try drawnPixels(Image(systemName: "globe").imageScale(.large).padding(4), scale: 2)
    let box = try #require(inkBox(of: bitmap, where: isDark))
    #expect(abs(box.maxX - box.minX + 1 - 44) <= 2)
    #expect(abs(box.maxY - box.minY + 1 - 44) <= 2)
  }

  /// The frame is the glyph's advance by a band centred on the cap height's middle, so the
  /// symbol next to "Checked" sits as on iOS: its ink centred on the text's capitals.
  @Test func aStandInNextToTextIsCentredOnTheCapHeight() throws {
    let view = HStack { Image(systemName: "checkmark.circle.fill").id("symbol"); Text("Checked").id("text") }
    let layout = try LayoutProbe(view)
    let symbol = layout["symbol"], text = layout["text"]
    #expect(abs(symbol.width - 17.7) < 0.2)
    #expect(abs(symbol.height - 17) < 0.2)
    #expect(abs(symbol.midY - text.midY) < 0.5)
  }

  @Test func theStandInIsTintedWithTheForegroundStyle() throws {
    let bitmap = try drawnPixels(Image(systemName: "star.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding(4))
    let red = try #require(inkBox(of: bitmap) { $0.red > 200 && $0.green < 60 && $0.blue < 60 })
    #expect(red.maxX - red.minX > 10)
  }

  @Test func everyMappedNameHasAGlyphInItsFont() throws {
    let mostUsed = StandInGlyph.mostUsedRows.split(separator: "\n")
    #expect(mostUsed.count == 300)
    for row in mostUsed + StandInGlyph.moreUsedRows.split(separator: "\n") {
      #expect(StandInGlyph.parse(row: row) != nil, "unreadable row: \(row)")
    }
    #expect(StandInGlyph.table.count >= 400)
    for (name, glyph) in StandInGlyph.table {
      let outline = try glyph.outline()
      #expect(outline != nil, "\(name) has no glyph")
    }
  }

  @Test func filledNamesMapToOtherGlyphsThanTheirOutlines() {
    for name in ["star", "heart", "bell", "bookmark", "flag", "checkmark.circle", "xmark.circle", "plus.circle"] {
      #expect(StandInGlyph.table[name] != StandInGlyph.table[name + ".fill"], "\(name)")
    }
  }

  @Test func anUnknownNameDrawsAPlaceholderOfTheSymbolSizeAndIsListed() throws {
    let name = "darkroom.test.unknown.symbol"
    let layout = try LayoutProbe(Image(systemName: name).id("symbol"))
    #expect(abs(layout["symbol"].height - 17) < 0.2)
    #expect(layout.description.contains("placeholder"))
    #expect(Image.placeholderSymbolNames.contains(name))
    #expect(!Image.standInSymbolNames.contains(name))
  }

  @Test func standInsDrawTheSamePixelsEveryTime() throws {
    let view = HStack { Image(systemName: "gear"); Image(systemName: "trash"); Text("Settings") }.padding(2)
    let first = try drawnPixels(view, scale: 2)
    #expect(try drawnPixels(view, scale: 2).hasSamePixels(as: first))
  }

  @Test func aMissingIconFontErrorNamesThePackage() {
    let file = StandInGlyph.Font.materialDesignIcons.file
    let error = MissingFontError(path: file.path, package: file.package)
    #expect(error.description.contains("fonts-materialdesignicons-webfont"))
    #expect(PinnedFonts.symbolFiles.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
  }
}

extension SymbolStandInTests {
  /// The icon fonts have one weight; a bold font draws the stand-in with more ink.
  @Test func aHeavierFontDrawsAHeavierStandIn() throws {
    func inkPixels(_ weight: Font.Weight) throws -> Int {
      let bitmap = try drawnPixels(Image(systemName: "checkmark").fontWeight(weight).padding(4), scale: 2)
      var count = 0
      for y in 0..<bitmap.height { for x in 0..<bitmap.width where isDark(bitmap[x, y]) { count += 1 } }
      return count
    }
    #expect(try inkPixels(.bold) > inkPixels(.regular) + 20)
  }
}

extension SymbolStandInTests {
  /// iOS draws `square.and.arrow.up` 15 × 19 pt and `archivebox` 16.7 × 15.3 pt at Body.
  @Test(arguments: [("square.and.arrow.up", 15.0, 19.0), ("archivebox", 16.7, 15.3)])
  func standInsAreAboutAsLargeAsAppleDrawsThem(name: String, width: Double, height: Double) throws {
    let bitmap = try drawnPixels(Image(systemName: name).padding(4), scale: 2)
    let box = try #require(inkBox(of: bitmap, where: isDark))
    #expect(abs(Double(box.maxX - box.minX + 1) / 2 - width) <= 1)
    #expect(abs(Double(box.maxY - box.minY + 1) / 2 - height) <= 1)
  }
}
