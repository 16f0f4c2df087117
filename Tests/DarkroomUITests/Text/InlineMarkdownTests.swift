import Darkroom
@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// Markdown in the keys of `Text`, as SwiftUI reads it for literals.
@Suite struct InlineMarkdownTests {
  private typealias Span = InlineMarkdown.Span

  @Test func boldItalicCodeLinksAndStrikethroughBecomeStyledSpans() {
    #expect(
      InlineMarkdown.spans(of: "**Bold** and *italic* and `code` and [link](https://x) ~~gone~~") == [
        Span(text: "Bold", style: .bold), Span(text: " and ", style: []), Span(text: "italic", style: .italic),
        Span(text: " and ", style: []), Span(text: "code", style: .code), Span(text: " and ", style: []),
        Span(text: "link", style: .link, url: "https://x"), Span(text: " ", style: []), Span(text: "gone", style: .strikethrough),
      ])
    #expect(InlineMarkdown.spans(of: "__b__ _i_ ***both***").map(\.style) == [.bold, [], .italic, [], [.bold, .italic]])
    #expect(InlineMarkdown.spans(of: "*it **and bold** it*").map(\.style) == [.italic, [.italic, .bold], .italic])
  }

  @Test func delimitersWithoutPartnersOrInsideWordsStayAsWritten() {
    for plain in ["snake_case_name", "2 * 3 * 4", "**open only", "a ~ b", "[not a link]", "`unclosed", "100%"] {
      #expect(InlineMarkdown.spans(of: plain) == [Span(text: plain, style: [])], "\(plain)")
    }
    #expect(InlineMarkdown.spans(of: #"\*not italic\* and `**raw**`"#) == [
      Span(text: "*not italic* and ", style: []), Span(text: "**raw**", style: .code),
    ])
  }

  @Test func aLiteralKeyIsDrawnWithItsMarkdownStyles() throws {
    let drawn = try DrawnText(Text("**Bold** and *italic* and `code` and [link](https://x)"))
    #expect(drawn.firstString == "Bold and italic and code and link")
    let byString = Dictionary(drawn.runs.map { (drawn.string(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byString["Bold"]?.font.weight == 600)
    #expect(byString["italic"]?.font.isItalic == true)
    #expect(byString["code"]?.font.family == PinnedFonts.monospacedFamily)
    #expect(byString["link"]?.color == SystemColor.accent.resolve(in: .light))
    #expect(byString[" and "]?.color == nil)
  }

  @Test func verbatimTextStringValuesAndArgumentsKeepTheirAsterisks() throws {
    let markdown = "**not bold**"
    let view = VStack {
      Text(verbatim: "**not bold**")
      Text(markdown)
      Text("Name: \(markdown)")
    }
    #expect(try DrawnText(view).strings == ["**not bold**", "**not bold**", "Name: **not bold**"])
  }

  @Test func styledMarkdownSentence() {
    let view = Text("**Bold** and *italic* and `code` and [link](https://x)")
      .padding(8)
    assertSnapshot(of: view, as: .image(layout: .fixed(width: 340, height: 40)))
  }
}
