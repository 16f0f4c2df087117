@testable import DarkroomViews
import Testing

/// The system font is set with SF Pro's numbers on an iPhone: Apple's tracking for each size,
/// SF Pro's line height, the Dynamic Type tables' leading between lines, and sizes rounded up
/// to whole pixels (Human Interface Guidelines, Typography: "Tracking values" and
/// "Specifications").
@Suite struct SystemTypographyTests {
  private func frame(_ view: some View, width: CGFloat? = nil, scale: CGFloat = 3) throws -> CGRect {
    try LayoutProbe(view.id("t"), width: width, scale: scale)["t"]
  }

  @Test func appleTrackingFollowsThePublishedTable() {
    #expect(SystemTypography.appleTracking(at: 17) == -26)
    #expect(SystemTypography.appleTracking(at: 12) == 0)
    #expect(SystemTypography.appleTracking(at: 34) == 12)
    #expect(SystemTypography.appleTracking(at: 55) == 6, "between 54 and 56, both +6")
    #expect(SystemTypography.appleTracking(at: 17.5) == -25.5, "halfway between 17 and 18")
    #expect(SystemTypography.appleTracking(at: 2) == 41, "below the table: its first value")
    #expect(SystemTypography.appleTracking(at: 200) == 0, "above the table: its last value")
  }

  @Test func theTextCutTakesAppleTrackingAsItIs() throws {
    // The same letters in the same file, spaced by hand with the table's −26/1000 em.
    let system = try frame(Text("Settings and Privacy").font(.system(size: 17)))
    let spaced = try frame(Text("Settings and Privacy").font(.custom("Inter", fixedSize: 17)).kerning(-0.026 * 17))
    #expect(system.width == spaced.width)
    let plain = try frame(Text("Settings and Privacy").font(.custom("Inter", fixedSize: 17)))
    #expect(plain.width - system.width > 7, "19 gaps of 0.44 pt")
  }

  @Test func twelvePointTextHasNoTracking() throws {
    let system = try frame(Text("Caption text").font(.system(size: 12)))
    let plain = try frame(Text("Caption text").font(.custom("Inter", fixedSize: 12)))
    #expect(system.width == plain.width)
  }

  @Test func charactersFromOtherFontsKeepTheirSpacing() throws {
    for sample in ["日本語のテキスト", "مرحبا بالعالم", "🎉🚀"] {
      let system = try frame(Text(sample).font(.system(size: 17)))
      let plain = try frame(Text(sample).font(.custom("Inter", fixedSize: 17)))
      #expect(system.width == plain.width, "\(sample)")
    }
  }

  @Test func oneBodyLineIsSFProsLineHeightRoundedUpToPixels() throws {
    // UIFont.systemFont(ofSize: 17).lineHeight is 20.29 pt.
    #expect(abs(try frame(Text("Body"), scale: 3).height - 61.0 / 3) < 0.0001)
    #expect(try frame(Text("Body"), scale: 2).height == 20.5)
    #expect(try frame(Text("Body"), scale: 1).height == 21)
  }

  @Test func twentyStackedBodyLinesDoNotDrift() throws {
    let stack = VStack(spacing: 0) { ForEach(0..<20) { Text("Row \($0)") } }
    let height = try frame(stack, scale: 3).height
    #expect(abs(height - 20 * 61.0 / 3) < 0.0001, "every row is 61 pixels")
  }

  @Test func linesOfOneTextArePlacedAtTheTablesLeading() throws {
    // First line, then one leading per line: 22 pt for 17 pt, 34 for 28, 41 for 34.
    for (font, leading) in [(Font.body, 22.0), (.title, 34), (.largeTitle, 41)] {
      let one = try frame(Text("A").font(font), scale: 1).height
      let three = try frame(Text("A\nB\nC").font(font), scale: 1).height
      #expect(abs(three - one - 2 * leading) < 0.0001, "\(font)")
    }
  }

  @Test func aWrappedTextsFrameKeepsTheSpaceAtItsLineBreak() throws {
    let wrapped = try frame(Text("Privacy on"), width: 62)
    let firstWordWithSpace = try frame(Text("Privacy ").fixedSize())
    let firstWord = try frame(Text("Privacy").fixedSize())
    #expect(wrapped.height > firstWord.height, "the text wraps")
    #expect(wrapped.width == firstWordWithSpace.width)
    #expect(wrapped.width > firstWord.width)
  }

  @Test func centredLinesAreCentredWithoutTheirBreakingSpace() throws {
    let centred = try placed(Text("Privacy on").multilineTextAlignment(.center), width: 62)
    #expect(centred.lineCount == 2)
    #expect(centred.width > centred.lines[0].width, "the frame holds the space")
  }

  private func placed(_ text: some View, width: CGFloat) throws -> TextLayoutResult {
    let probe = try LayoutProbe(text, width: width)
    var found: TextMeasurer?
    func walk(_ node: LayoutNode) {
      if case .text(let measurer) = node.role { found = found ?? measurer }
      node.children.forEach(walk)
    }
    walk(probe.root)
    return try #require(found?.placed)
  }
}
