import DarkroomUI
import Testing

/// `blur(radius:opaque:)` blurs a view's layer with a Gaussian of `radius` points' standard
/// deviation; opaque, it clamps the edges and stays inside the frame at full alpha
/// (developer.apple.com/documentation/swiftui/view/blur(radius:opaque:)).
@Suite struct BlurTests {
  private var square: some View { Color.black.frame(width: 40, height: 40) }

  private func framed(_ view: some View, opaque: Bool = true) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: 100, height: 100))
    renderer.scale = 1
    renderer.isOpaque = opaque
    return try renderer.render()
  }

  @Test func aRadiusOfZeroDrawsTheViewUnchanged() throws {
    let text = Text("Sharp").font(.title)
    #expect((try framed(text.blur(radius: 0))).bytes == (try framed(text)).bytes)
    #expect((try framed(text.blur(radius: -3))).bytes == (try framed(text)).bytes)
  }

  @Test func aBlurredSquareHasSoftEdgesAndKeepsItsCentre() throws {
    let bitmap = try framed(square.blur(radius: 4))
    #expect(bitmap[50, 50] == .black)  // 20 points in: past the blur's reach
    #expect(abs(grayLevel(bitmap[30, 50]) - 128) < 20)  // on the edge: about half
    let outside = grayLevel(bitmap[26, 50])  // 4 points out: one deviation
    #expect(outside > 150 && outside < 250)
    #expect(bitmap[10, 50] == .white)
  }

  @Test func aWiderRadiusSpreadsFarther() throws {
    let narrow = try framed(square.blur(radius: 2))
    let wide = try framed(square.blur(radius: 8))
    #expect(grayLevel(wide[24, 50]) < grayLevel(narrow[24, 50]))
    #expect(grayLevel(wide[36, 50]) > grayLevel(narrow[36, 50]))
  }

  @Test func theBlurFadesTheAlpha() throws {
    let bitmap = try framed(square.blur(radius: 4), opaque: false)
    #expect(bitmap[50, 50].alpha == 255)
    #expect(bitmap[28, 50].alpha > 40 && bitmap[28, 50].alpha < 220)
    #expect(bitmap[10, 50].alpha == 0)
  }

  @Test func anOpaqueBlurClampsTheEdgesAndStaysInTheFrame() throws {
    let halves = HStack(spacing: 0) { Color.black.frame(width: 20, height: 40); Color.white.frame(width: 20, height: 40) }
    let bitmap = try framed(halves.blur(radius: 4, opaque: true), opaque: false)
    // Clamped, the corners keep their colours instead of fading into the transparency past
    // the frame; the seam in the middle is soft.
    #expect(bitmap[30, 30] == .black)
    #expect(bitmap[69, 69] == .white)
    #expect(abs(grayLevel(bitmap[50, 50]) - 128) < 20)
    #expect(bitmap[30, 50].alpha == 255 && bitmap[69, 50].alpha == 255)
    #expect(bitmap[29, 50] == .clear)  // nothing outside the frame
    #expect(bitmap[50, 29] == .clear)
  }

  @Test func theBlurIsTheSameOnEveryRender() throws {
    let view = Text("Soft").font(.largeTitle).blur(radius: 3)
    #expect((try framed(view)).bytes == (try framed(view)).bytes)
  }

  @Test func theBlurLeavesTheLayoutAlone() throws {
    let plain = try LayoutProbe(HStack(spacing: 0) { square.id("square"); Color.blue.frame(width: 5, height: 5) })
    let blurred = try LayoutProbe(HStack(spacing: 0) { square.blur(radius: 6).id("square"); Color.blue.frame(width: 5, height: 5) })
    #expect(plain["square"] == blurred["square"])
    #expect(plain.size == blurred.size)
    #expect(blurred.description.contains("blur 6"))
  }

  @Test func aBlurAtScaleThreeUsesPointsForItsRadius() throws {
    let renderer = ImageRenderer(content: square.blur(radius: 4).frame(width: 100, height: 100))
    renderer.scale = 3
    renderer.isOpaque = true
    let bitmap = try renderer.render()
    let atOne = try framed(square.blur(radius: 4))
    // The same point 4 points outside the edge has about the same gray at either scale.
    #expect(abs(grayLevel(bitmap[26 * 3 + 1, 150]) - grayLevel(atOne[26, 50])) < 12)
  }
}
