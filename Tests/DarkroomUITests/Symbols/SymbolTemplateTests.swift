import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Templates exported from the SF Symbols app are drawn exactly: the variant for the
/// font's weight and the image scale, placed on the text baseline by the template's guides,
/// with hierarchical and palette layers.
@Suite struct SymbolTemplateTests {
  init() { useTestSymbolTemplates() }

  /// The template's Regular-M square is 100 units at 100 units per point: 17 pt at Body.
  @Test func aTemplateIsDrawnAtItsSizeForTheFont() throws {
    let bitmap = try drawnPixels(Image(systemName: "test.square.layers").padding(4), scale: 2)
    let box = try #require(inkBox(of: bitmap) { grayLevel($0) < 250 })
    #expect(abs(box.maxX - box.minX + 1 - 34) <= 1)
    #expect(abs(box.maxY - box.minY + 1 - 34) <= 1)
    let layout = try LayoutProbe(Image(systemName: "test.square.layers").id("symbol"))
    // The margins are 120 units apart: 20.4 pt, drawn at whole pixels (20.33 at 3×).
    #expect(abs(layout["symbol"].width - 61.0 / 3) < 0.0001)
    #expect(layout.description.contains("template Regular-M"))
  }

  @Test func aBoldFontPicksTheBoldVariant() throws {
    let layout = try LayoutProbe(Image(systemName: "test.square.layers").fontWeight(.bold).id("symbol"))
    #expect(layout.description.contains("template Bold-M"))
    let bitmap = try drawnPixels(Image(systemName: "test.square.layers").fontWeight(.bold).padding(4), scale: 2)
    let box = try #require(inkBox(of: bitmap) { grayLevel($0) < 250 })
    #expect(abs(box.maxX - box.minX + 1 - 41) <= 1)  // 120 units
  }

  @Test(arguments: [(Image.Scale.small, "Regular-S", 27), (.large, "Regular-L", 44)])
  func theImageScalePicksItsVariant(scale: Image.Scale, variant: String, pixels: Int) throws {
    let view = Image(systemName: "test.square.layers").imageScale(scale)
    #expect(try LayoutProbe(view).description.contains("template \(variant)"))
    let box = try #require(inkBox(of: try drawnPixels(view.padding(4), scale: 2)) { grayLevel($0) < 250 })
    #expect(abs(box.maxX - box.minX + 1 - pixels) <= 2)
  }

  /// The square reaches 14.77 units below the baseline: 2.5 pt at Body, as a circled SF
  /// Symbol does beside text aligned on its baseline.
  @Test func theBaselineGuidePlacesTheSymbolOnTheTextBaseline() throws {
    let view = HStack(alignment: .firstTextBaseline) {
      Image(systemName: "test.square.layers").id("symbol")
      Text("Hx").id("text")
    }
    let layout = try LayoutProbe(view)
    let node = try #require(findNode(layout.root, id: "text"))
    let textBaseline = layout["text"].minY + (node.explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal: .unspecified) ?? 0)
    let symbol = layout["symbol"]
    // The ink's bottom is the frame's bottom: 14.77 units × 0.17 below the baseline.
    #expect(abs(symbol.maxY - (textBaseline + 14.77 * 0.17)) < 0.1)
  }

  @Test func hierarchicalRenderingFadesTheSecondaryLayer() throws {
    let view = Image(systemName: "test.square.layers").symbolRenderingMode(.hierarchical).foregroundStyle(Color.black)
    let bitmap = try drawnPixels(view.padding(4), scale: 1)
    // Primary inner square at the centre is black; the secondary outer square at half opacity.
    let centre = bitmap[4 + 10, 4 + 8], edge = bitmap[4 + 2, 4 + 8]
    #expect(grayLevel(centre) < 20)
    #expect(abs(grayLevel(edge) - 128) < 12)
  }

  @Test func anImagesOwnRenderingModeWinsOverTheEnvironmentsAndKeepsItAnImage() throws {
    let own = Image(systemName: "test.square.layers").symbolRenderingMode(.hierarchical).resizable().frame(width: 30, height: 30)
    let inherited = Image(systemName: "test.square.layers").resizable().frame(width: 30, height: 30)
    #expect(try drawnPixels(own.foregroundStyle(Color.black)) == drawnPixels(inherited.symbolRenderingMode(.hierarchical).foregroundStyle(Color.black)))
    let monochrome = Image(systemName: "test.square.layers").symbolRenderingMode(.monochrome).resizable().frame(width: 30, height: 30)
    #expect(try drawnPixels(monochrome.symbolRenderingMode(.hierarchical).foregroundStyle(Color.black)) != drawnPixels(own.foregroundStyle(Color.black)))
  }

  @Test func paletteRenderingColoursEachLevel() throws {
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    let view = Image(systemName: "test.square.layers").symbolRenderingMode(.palette).foregroundStyle(red, blue)
    let bitmap = try drawnPixels(view.padding(4), scale: 1)
    let centre = bitmap[4 + 10, 4 + 8], edge = bitmap[4 + 2, 4 + 8]
    #expect(centre.red > 240 && centre.blue < 20)
    #expect(edge.blue > 240 && edge.red < 20)
  }

  @Test func monochromeRenderingDrawsEveryLayerInOneStyle() throws {
    let bitmap = try drawnPixels(Image(systemName: "test.square.layers").foregroundStyle(Color.black).padding(4), scale: 1)
    #expect(grayLevel(bitmap[4 + 2, 4 + 8]) < 20)
    #expect(grayLevel(bitmap[4 + 10, 4 + 8]) < 20)
  }

  @Test func templatesDrawTheSamePixelsEveryTime() throws {
    let view = Image(systemName: "test.square.layers").symbolRenderingMode(.hierarchical).padding(2)
    #expect(try drawnPixels(view, scale: 3).hasSamePixels(as: drawnPixels(view, scale: 3)))
  }

  @Test(arguments: ["broken.path", "broken.guides", "broken.text"])
  func aBrokenTemplateIsATypedErrorNamingTheFile(name: String) throws {
    #expect {
      _ = try drawnPixels(Image(systemName: name))
    } throws: { error in
      guard case .invalidTemplate(let file, _)? = error as? SymbolTemplateError else { return false }
      return file.hasSuffix("\(name).svg")
    }
  }

  @Test func validatingTheFolderFindsTheFirstBrokenTemplate() {
    #expect(throws: SymbolTemplateError.self) { try Image.validateSymbolTemplates(in: symbolTemplatesFixtures) }
  }

  @Test func aMissingFolderIsATypedError() {
    let folder = URL(fileURLWithPath: "/nonexistent/symbols")
    #expect(throws: SymbolTemplateError.folderMissing(path: folder.path)) {
      try Image.validateSymbolTemplates(in: folder)
    }
  }

  @Test func everyPathCommandIsRead() throws {
    let path = try SVGPathData.parse("M1 2L3 4H5V6C7 8 9 10 11 12S13 14 15 16Q17 18 19 20T21 22A2 3 0 0 1 25 22Zm1 1l1 1h1v1c1 1 1 1 1 1s1 1 1 1q1 1 1 1t1 1a1 1 0 1 0 2 0z")
    #expect(!path.isEmpty)
    #expect(throws: SVGPathData.SyntaxError.self) { try SVGPathData.parse("M0 0 L 10") }
    #expect(throws: SVGPathData.SyntaxError.self) { try SVGPathData.parse("10 10") }
  }

  private func findNode(_ node: LayoutNode, id: String) -> LayoutNode? {
    if node.identity.map({ "\($0)" }) == id { return node }
    for child in node.children { if let found = findNode(child, id: id) { return found } }
    return nil
  }
}

extension SymbolTemplateTests {
  /// Artwork registered for a name is drawn even where a template for it exists.
  @Test func registeredArtworkWinsOverATemplate() throws {
    Image.registerSymbol(named: "test.registered", bitmap: Bitmap(width: 8, height: 8, filledWith: Pixel(red: 0, green: 0, blue: 0)))
    let layout = try LayoutProbe(Image(systemName: "test.registered").id("symbol"))
    #expect(layout.description.contains("symbol \"test.registered\""))
    #expect(!layout.description.contains("template"))
    #expect(abs(layout["symbol"].width - 17) < 0.2)
  }

  /// `DARKROOM_SYMBOLS` names the folder when the API does not.
  @Test func theEnvironmentVariableNamesTheFolderWhenNoneIsSet() {
    #expect(SymbolTemplateLibrary.folder(environment: ["DARKROOM_SYMBOLS": "/tmp/symbols"], configured: nil)?.path == "/tmp/symbols")
    #expect(SymbolTemplateLibrary.folder(environment: [:], configured: nil) == nil)
    let configured = URL(fileURLWithPath: "/tmp/other")
    #expect(SymbolTemplateLibrary.folder(environment: ["DARKROOM_SYMBOLS": "/tmp/symbols"], configured: configured) == configured)
  }
}
