import DarkroomUI
import Testing

/// Renders at scale 1 on white (or black) so pixel values are easy to predict.
private func pixels<V: View>(_ view: V, dark: Bool = false, scale: CGFloat = 1) throws -> Bitmap {
  let renderer = ImageRenderer(content: view)
  renderer.scale = scale
  renderer.isOpaque = true
  renderer.environment.colorScheme = dark ? .dark : .light
  return try renderer.render()
}

private func close(_ a: Pixel, _ b: Pixel, within tolerance: Int = 2) -> Bool {
  abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
    && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

@Suite struct DrawingTests {
  @Test func standardColoursAdaptToTheColourScheme() throws {
    #expect(try pixels(Color.red.frame(width: 4, height: 4))[2, 2] == Pixel(red: 255, green: 59, blue: 48))
    #expect(try pixels(Color.red.frame(width: 4, height: 4), dark: true)[2, 2] == Pixel(red: 255, green: 69, blue: 58))
    #expect(try pixels(Color.primary.frame(width: 4, height: 4), dark: true)[2, 2] == .white)
    #expect(try pixels(Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 4, height: 4))[1, 1] == Pixel(red: 51, green: 102, blue: 153))
    #expect(try pixels(Color(white: 0.5).frame(width: 4, height: 4))[1, 1] == Pixel(red: 128, green: 128, blue: 128))
  }

  @Test func transparentCanvasesKeepAlpha() throws {
    let renderer = ImageRenderer(content: Color.blue.opacity(0.5).frame(width: 4, height: 4))
    let bitmap = try renderer.render()
    #expect(close(bitmap[1, 1], Pixel(red: 0, green: 122, blue: 255, alpha: 128)))
    #expect(bitmap.width == 4 && bitmap.height == 4)
  }

  @Test func opacityBlendsWithWhatIsBehind() throws {
    let bitmap = try pixels(Color.black.frame(width: 4, height: 4).opacity(0.5))
    #expect(close(bitmap[2, 2], Pixel(red: 128, green: 128, blue: 128)))
  }

  @Test func clipShapeLeavesTheCornersOut() throws {
    let bitmap = try pixels(Color.black.frame(width: 20, height: 20).clipShape(Circle()))
    #expect(bitmap[0, 0] == .white)
    #expect(bitmap[10, 10] == .black)
  }

  @Test func aBorderIsDrawnInsideTheFrame() throws {
    let bitmap = try pixels(Color.white.frame(width: 20, height: 20).border(.black, width: 2))
    #expect(bitmap[0, 10] == .black)
    #expect(bitmap[1, 10] == .black)
    #expect(bitmap[2, 10] == .white)
  }

  @Test func aLinearGradientRunsFromStartToEnd() throws {
    let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
    let bitmap = try pixels(gradient.frame(width: 100, height: 4))
    #expect(bitmap[0, 2].red < 10)
    #expect(bitmap[99, 2].red > 245)
    #expect(abs(Int(bitmap[50, 2].red) - 128) < 8)
  }

  @Test func aGradientMirrorsRightToLeft() throws {
    let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
    let bitmap = try pixels(gradient.frame(width: 100, height: 4).environment(\.layoutDirection, .rightToLeft))
    #expect(bitmap[0, 2].red > 245)
  }

  @Test func aShadowDarkensBelowTheShape() throws {
    let bitmap = try pixels(Color.white.frame(width: 40, height: 40).shadow(radius: 6, y: 6).padding(20), scale: 2)
    #expect(bitmap[80, 140].red < 250, "below the shape is shaded")
    #expect(bitmap[80, 2] == .white, "far above it is not")
  }

  @Test func imagesDrawTheirPixels() throws {
    var checker = Bitmap(width: 2, height: 2)
    checker[0, 0] = .black
    checker[1, 0] = .white
    checker[0, 1] = .white
    checker[1, 1] = .black
    let bitmap = try pixels(Image(bitmap: checker).resizable().interpolation(.none).frame(width: 20, height: 20))
    #expect(bitmap[5, 5] == .black)
    #expect(bitmap[15, 5] == .white)
    #expect(bitmap[15, 15] == .black)
  }

  @Test func strokesFollowTheOutline() throws {
    let bitmap = try pixels(Circle().stroke(.black, lineWidth: 2).frame(width: 40, height: 40))
    #expect(bitmap[20, 20] == .white)
    #expect(bitmap[20, 0].red < 128)
  }

  @Test func hiddenViewsAreNotDrawn() throws {
    #expect(try pixels(Color.black.frame(width: 4, height: 4).hidden())[2, 2] == .white)
  }

  @Test func zIndexDrawsAbove() throws {
    let view = ZStack { Color.red.frame(width: 4, height: 4).zIndex(1); Color.blue.frame(width: 4, height: 4) }
    #expect(try pixels(view)[2, 2] == Pixel(red: 255, green: 59, blue: 48))
  }

  @Test func continuousCornersAreSofterThanCircularOnes() throws {
    func corner(_ style: RoundedCornerStyle) throws -> Bitmap {
      try pixels(RoundedRectangle(cornerRadius: 20, style: style).fill(.black).frame(width: 100, height: 100))
    }
    #expect(try !corner(.continuous).hasSamePixels(as: corner(.circular)))
  }

  @Test func textIsDrawnInItsColour() throws {
    let bitmap = try pixels(Text("█████").foregroundColor(.black).font(.system(size: 30)))
    let darkest = (0..<bitmap.width).map { bitmap[$0, bitmap.height / 2].red }.min() ?? 255
    #expect(darkest < 40)
  }

  @Test func pngDataDecodesToTheSamePixels() throws {
    let renderer = ImageRenderer(content: SampleScreen())
    renderer.scale = 2
    let data = try #require(renderer.pngData)
    let decoded = try PNG.decode([UInt8](data))
    #expect(decoded.hasSamePixels(as: try renderer.render()))
  }
}

@Suite struct TextPaintTests {
  @Test func aGradientOnAWholeTextPaintsIt() throws {
    let text = Text("████████").font(.system(size: 40))
      .foregroundStyle(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
    let renderer = ImageRenderer(content: text.padding(2))
    renderer.isOpaque = true
    renderer.environment.colorScheme = .dark
    let bitmap = try renderer.render()
    let row = bitmap.height / 2
    // Dark on the left, light on the right: the gradient runs across the text.
    #expect(bitmap[8, row].red < 80)
    #expect(bitmap[bitmap.width - 8, row].red > 180)
  }

  @Test func coloursOfRunsStayTheirOwn() throws {
    let text = (Text("███").foregroundColor(.black) + Text("███").foregroundColor(.red)).font(.system(size: 40))
    let renderer = ImageRenderer(content: text.padding(2))
    renderer.isOpaque = true
    let bitmap = try renderer.render()
    let row = bitmap.height / 2
    #expect(bitmap[8, row] == .black)
    #expect(bitmap[bitmap.width - 8, row] == Pixel(red: 255, green: 59, blue: 48))
  }
}

@Suite struct EdgeCaseRenderTests {
  @Test func anEmptyViewRendersAnEmptyBitmap() throws {
    let bitmap = try ImageRenderer(content: EmptyView()).render()
    #expect(bitmap.width == 0 && bitmap.height == 0)
  }

  @Test func fractionalSizesRoundUpToWholePixels() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10.2, height: 3.5))
    renderer.scale = 3
    let bitmap = try renderer.render()
    #expect(bitmap.width == 31 && bitmap.height == 11)
  }
}
