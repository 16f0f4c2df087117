@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// The view laid out by ``try placedText(_:width:environment:)`` has no placed text.
private struct NoTextFound: Error, CustomStringConvertible {
  let layout: String
  var description: String { "no placed text in the layout:\n\(layout)" }
}

/// Lays out one text and returns its measurer, placed with the proposal.
private func placedText(_ text: some View, width: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues())
  throws -> TextLayoutResult
{
  let probe = try LayoutProbe(text, width: width, environment: environment)
  var found: TextMeasurer?
  func walk(_ node: LayoutNode) {
    if case .text(let measurer) = node.role { found = found ?? measurer }
    node.children.forEach(walk)
  }
  walk(probe.root)
  guard let placed = found?.placed else { throw NoTextFound(layout: probe.description) }
  return placed
}

@Suite struct TextTests {
  @Test func literalsInterpolateAndVerbatimStaysAsWritten() throws {
    let count = 42
    #expect(Text("Counter = \(count)").plainText == "Counter = 42")
    #expect(Text("Total: \(3.14159, specifier: "%.2f")").plainText == "Total: 3.14")
    #expect(Text(verbatim: "100% \\(raw)").plainText == "100% \\(raw)")
    #expect((Text("Due ") + Text("today").bold()).plainText == "Due today")
    #expect(Text("Hello \(Text("world").italic())").plainText == "Hello world")
  }

  @Test func everyTextStyleHasApplesSizeAtEveryTextSize() {
    // Spot checks against the HIG table (research §3.1), and the table's shape.
    let checks: [(Font.TextStyle, DynamicTypeSize, CGFloat)] = [
      (.body, .large, 17), (.largeTitle, .xSmall, 31), (.caption2, .accessibility5, 40), (.headline, .accessibility3, 40),
      (.footnote, .medium, 12), (.title, .xxxLarge, 34), (.subheadline, .accessibility1, 25), (.title3, .xLarge, 22),
    ]
    for (style, size, points) in checks {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      #expect(ResolvedFont(.system(style), in: environment).size == points, "\(style) at \(size)")
    }
    for style in Font.TextStyle.allCases {
      let sizes = DynamicTypeSize.allCases.map { DynamicTypeSizes.pointSize(of: style, at: $0) }
      #expect(sizes == sizes.sorted(), "\(style) grows with the text size")
    }
  }

  @Test func weightsDesignsAndDisplayCut() {
    let environment = EnvironmentValues()
    #expect(ResolvedFont(.headline, in: environment).weight == 600)
    #expect(ResolvedFont(.title.bold(), in: environment).weight == 700)
    #expect(ResolvedFont(.body.bold(), in: environment).weight == 600)
    #expect(ResolvedFont(.system(size: 12, weight: .black), in: environment).weight == 900)
    #expect(ResolvedFont(.system(size: 19), in: environment).family == "Inter")
    #expect(ResolvedFont(.system(size: 20), in: environment).family == "Inter Display")
    #expect(ResolvedFont(.body.monospaced(), in: environment).family == "Noto Sans Mono CJK JP")
    #expect(ResolvedFont(.system(size: 12).italic(), in: environment).isItalic)
    #expect(ResolvedFont(.custom("Anything", size: 17), in: environment).size == 17)
    var large = environment
    large.dynamicTypeSize = .accessibility5
    #expect(ResolvedFont(.custom("Anything", size: 17), in: large).size == 53)
    #expect(ResolvedFont(.custom("Anything", fixedSize: 17), in: large).size == 17)
  }

  @Test func linesKeepOnePitchWhateverTheScript() throws {
    let latin = try placedText(Text("Plain line"))
    for sample in ["Emoji 🎉🚀", "مرحبا بالعالم", "שלום עולם", "日本語のテキスト", "Mixed 漢字 and 😀"] {
      #expect(try placedText(Text(sample)).height == latin.height, "\(sample)")
    }
  }

  @Test func aCutLineEndsWithAnEllipsis() throws {
    let result = try placedText(Text("A line far too long to fit in the width it is given").lineLimit(1), width: 120)
    #expect(result.isTruncated)
    #expect(result.lineCount == 1)
    #expect(result.width <= 120)
  }

  @Test func wrappingBreaksAtWordsAndLongWordsByCharacter() throws {
    let words = try placedText(Text("alpha beta gamma"), width: 60)
    #expect(words.lineCount == 3)
    let word = try placedText(Text("Donaudampfschifffahrtsgesellschaft"), width: 80)
    #expect(word.lineCount > 1)
    #expect(word.width <= 80)
  }

  @Test func japaneseWrapsBetweenCharacters() throws {
    let result = try placedText(Text("日本語の文章は単語の間に空白がありません"), width: 100)
    #expect(result.lineCount > 1)
    #expect(result.width <= 100)
  }

  @Test func theLocaleChoosesTheHanGlyphs() throws {
    func render(_ identifier: String) throws -> Bitmap {
      let renderer = ImageRenderer(content: Text("直骨"))
      renderer.environment.locale = Locale(identifier: identifier)
      renderer.scale = 3
      return try renderer.render()
    }
    #expect(try !render("ja_JP").hasSamePixels(as: render("zh_CN")))
    #expect(try render("ja_JP").hasSamePixels(as: render("ja_JP")))
  }

  @Test func boldTextIsWiderThanRegular() throws {
    #expect(try placedText(Text("Weight").bold()).width > placedText(Text("Weight")).width)
  }

  @Test func newlinesStartNewLinesAndCountTowardsTheLimit() throws {
    #expect(try placedText(Text("one\ntwo\nthree")).lineCount == 3)
    #expect(try placedText(Text("one\ntwo\nthree").lineLimit(2), width: 200).lineCount == 2)
  }
}
