import DarkroomUI
import Testing

/// `GraphicsContext.resolve(_:)` and `ResolvedImage`: an image measured before it is drawn,
/// drawn at its size or stretched, and filled with a shading where it is opaque
/// (developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage).
@Suite struct ResolvedImageTests {
  /// A 10×6 red image with a transparent right half.
  private var halfRed: Image {
    var bitmap = Bitmap(width: 10, height: 6, scale: 1, filledWith: Pixel(red: 255, green: 0, blue: 0))
    for y in 0..<6 {
      for x in 5..<10 { bitmap[x, y] = Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
    }
    return Image(bitmap: bitmap)
  }

  @Test func aResolvedImageHasItsNaturalSize() throws {
    nonisolated(unsafe) var measured = CGSize.zero
    nonisolated(unsafe) var baseline: CGFloat = 0
    let image = halfRed
    _ = try drawnPixels(
      Canvas { context, _ in
        let resolved = context.resolve(image)
        measured = resolved.size
        baseline = resolved.baseline
      }
      .frame(width: 20, height: 20))
    #expect(measured == CGSize(width: 10, height: 6))
    #expect(baseline == 6)
  }

  @Test func drawnAtAPointItKeepsItsSizeFromTheAnchor() throws {
    let image = halfRed
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        context.draw(context.resolve(image), at: CGPoint(x: 4, y: 2), anchor: .topLeading)
      }
      .frame(width: 30, height: 20))
    #expect(bitmap[5, 4] == Pixel(red: 255, green: 0, blue: 0))
    #expect(bitmap[12, 4] == .white, "the transparent half shows the background")
    #expect(bitmap[5, 10] == .white)
  }

  @Test func aShadingPaintsOnlyTheOpaquePart() throws {
    let image = halfRed
    let bitmap = try drawnPixels(
      Canvas { context, _ in
        var resolved = context.resolve(image)
        resolved.shading = .color(Color(red: 0, green: 0, blue: 1))
        context.draw(resolved, in: CGRect(x: 0, y: 0, width: 20, height: 12))
      }
      .frame(width: 30, height: 20))
    #expect(bitmap[4, 6] == Pixel(red: 0, green: 0, blue: 255))
    #expect(bitmap[15, 6] == .white)
  }

  @Test func aSymbolResolvesWithTheForegroundShading() throws {
    nonisolated(unsafe) var shaded = false
    _ = try drawnPixels(
      Canvas { context, _ in shaded = context.resolve(Image(systemName: "star.fill")).shading != nil }.frame(width: 20, height: 20))
    #expect(shaded)
  }
}
