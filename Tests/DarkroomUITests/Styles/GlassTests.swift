import DarkroomUI
import Testing

/// iOS 26's glass (developer.apple.com/documentation/swiftui/glass), drawn as a translucent
/// material in its shape: a capsule unless another shape is given.
@MainActor @Suite struct GlassTests {
  private let pureRed = Color(red: 1, green: 0, blue: 0)

  private func pixels(_ view: some View) throws -> Bitmap {
    try drawnPixels(view.frame(width: 80, height: 40).background(Color(red: 0, green: 0, blue: 0.5)))
  }

  @Test func glassLightensWhatIsBehindItInsideItsShape() throws {
    let glass = try pixels(Color.clear.glassEffect())
    let plain = try pixels(Color.clear)
    #expect(glass[40, 20] != plain[40, 20], "the middle is behind glass")
    #expect(glass[1, 1] == plain[1, 1], "the capsule's corner stays clear")
    let rectangle = try pixels(Color.clear.glassEffect(.regular, in: Rectangle()))
    #expect(rectangle[1, 1] != plain[1, 1], "a rectangle reaches the corner")
  }

  @Test func identityGlassDrawsNothingAndATintColoursTheGlass() throws {
    let identity = try pixels(Color.clear.glassEffect(.identity))
    #expect(identity.bytes == (try pixels(Color.clear)).bytes)
    let tinted = try pixels(Color.clear.glassEffect(.regular.tint(pureRed).interactive()))[40, 20]
    #expect(tinted.red > 180 && tinted.blue < 120)
    let clear = try pixels(Color.clear.glassEffect(.clear))[40, 20]
    let regular = try pixels(Color.clear.glassEffect(.regular))[40, 20]
    #expect(clear != regular)
  }

  @Test func glassButtonStylesDrawACapsule() throws {
    let glass = try drawnPixels(Button("Share") {}.buttonStyle(.glass).padding(10).background(Color.black))
    let plain = try drawnPixels(Button("Share") {}.buttonStyle(.borderless).padding(10).background(Color.black))
    #expect(glass.width > plain.width, "the glass adds padding round the label")
    let prominent = try drawnPixels(Button("Share") {}.buttonStyle(.glassProminent))
    let bordered = try drawnPixels(Button("Share") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))
    #expect(prominent.bytes == bordered.bytes)
  }

  @Test func aContainerDrawsItsContent() throws {
    let contained = try pixels(GlassEffectContainer(spacing: 8) { Color.clear.glassEffect() })
    let alone = try pixels(Color.clear.glassEffect())
    #expect(contained.bytes == alone.bytes)
  }
}
