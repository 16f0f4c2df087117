import Foundation
import Testing

@testable import DarkroomViews

/// `Text(AttributedString)` with SwiftUI's attribute scope
/// (developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes) and
/// `AttributedString(markdown:)`, which Foundation on Linux lacks.
@Suite struct AttributedTextTests {
  private func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try ImageRenderer(content: view.frame(width: 240, height: 40)).render().bytes
  }

  @Test func aPlainAttributedStringDrawsAsItsCharacters() throws {
    #expect(try pixels(Text(AttributedString("Receipt 42"))) == pixels(Text(verbatim: "Receipt 42")))
  }

  @Test func runsKeepTheirSwiftUIAttributes() throws {
    var total = AttributedString("Total: 12.50")
    total.font = .headline
    let amount = try #require(total.range(of: "12.50"))
    total[amount].foregroundColor = .green
    total[amount].underlineStyle = .single
    let concatenated =
      Text(verbatim: "Total: ").font(.headline) + Text(verbatim: "12.50").font(.headline).foregroundColor(.green).underline()
    #expect(try pixels(Text(total)) == pixels(concatenated))
    #expect(try pixels(Text(total)) != pixels(Text(verbatim: "Total: 12.50").font(.headline)))
  }

  @Test func kerningAndBaselineOffsetAreDrawn() throws {
    var spaced = AttributedString("WIDE")
    spaced.kern = 4
    spaced.baselineOffset = 3
    #expect(try pixels(Text(spaced)) == pixels(Text(verbatim: "WIDE").kerning(4).baselineOffset(3)))
  }

  @Test func markdownSetsIntentsAndLinks() throws {
    let parsed = try AttributedString(markdown: "Read the **terms** and [policy](https://example.com/p)")
    let runs = parsed.runs.map { (String(parsed[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
    #expect(runs.map(\.0) == ["Read the ", "terms", " and ", "policy"])
    #expect(runs[1].1 == .stronglyEmphasized)
    #expect(runs[3].2 == URL(string: "https://example.com/p"))
    #expect(runs[0].1 == nil && runs[0].2 == nil)
  }

  @Test func markdownTextDrawsAsMarkdownInAKey() throws {
    let parsed = try AttributedString(markdown: "Read the **terms**, *twice*, `now`")
    #expect(try pixels(Text(parsed)) == pixels(Text("Read the **terms**, *twice*, `now`")))
  }

  @Test func anEmptyAttributedStringDrawsNothing() throws {
    #expect(try pixels(Text(AttributedString())) == pixels(Text(verbatim: "")))
  }
}
