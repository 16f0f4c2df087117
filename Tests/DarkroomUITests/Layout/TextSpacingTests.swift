import Darkroom
@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// The spacing a `VStack` with no `spacing:` puts next to text, derived from the text's font
/// (see `ViewSpacing`).
@Suite struct TextSpacingTests {
  /// The ascent, descent, cap height and leading of a font, as the renderer measures them.
  private func metrics(_ font: Font) throws -> LineMetrics {
    try TextEnginePool.shared.withEngine { $0.lineMetrics(ResolvedFont(font, in: EnvironmentValues())) }
  }

  /// `0.1 ×` the line height, rounded up to a pixel at scale 3.
  private func textSpacing(_ metrics: LineMetrics) -> CGFloat {
    ((metrics.ascent + metrics.descent) * 0.1 * 3).rounded(.up) / 3
  }

  @Test func stackedTextsSitLikeLinesOfOneParagraph() throws {
    let probe = try LayoutProbe(VStack { Text("Title").id("a"); Text("Subtitle").font(.footnote).id("b") })
    #expect(probe["b"].minY - probe["a"].maxY == 0, "the pinned fonts have no leading")
  }

  @Test func aViewOverTextIsItsDescentAndATenthOfItsLineAway() throws {
    let body = try metrics(.body)
    let probe = try LayoutProbe(VStack { Color.red.frame(width: 20, height: 20).id("box"); Text("Body").id("text") })
    let expected = body.descent + textSpacing(body)
    #expect(abs(probe["text"].minY - probe["box"].maxY - expected) < 0.001)
  }

  @Test func aViewUnderTextClearsItsCapHeightAndDescent() throws {
    let title = try metrics(.title)
    let probe = try LayoutProbe(VStack { Text("Title").font(.title).id("text"); Color.red.frame(width: 20, height: 20).id("box") })
    let lineHeight = title.ascent + title.descent
    let expected = max(lineHeight + textSpacing(title) - title.capHeight, textSpacing(title) + title.descent)
    #expect(abs(probe["box"].minY - probe["text"].maxY - expected) < 0.001)
    #expect(expected > ViewSpacing.defaultDistance, "a large font asks for more than the default")
  }

  @Test func biggerFontsAskForMoreSpace() throws {
    func gap(_ font: Font) throws -> CGFloat {
      let probe = try LayoutProbe(VStack { Text("Text").font(font).id("text"); Color.red.frame(height: 10).id("box") })
      return probe["box"].minY - probe["text"].maxY
    }
    #expect(try gap(.caption) < gap(.body))
    #expect(try gap(.body) < gap(.largeTitle))
  }

  @Test func viewsThatAreNotTextKeepTheDefaultDistance() throws {
    let probe = try LayoutProbe(
      VStack {
        Color.red.frame(width: 20, height: 20).id("a")
        Color.blue.frame(width: 20, height: 20).id("b")
        Text("Padded").padding(4).id("padded")
        Color.green.frame(width: 20, height: 20).id("c")
      })
    #expect(probe["b"].minY - probe["a"].maxY == 8)
    #expect(probe["padded"].minY - probe["b"].maxY == 8, "padding makes its edges plain")
    #expect(probe["c"].minY - probe["padded"].maxY == 8)
  }

  @Test func textSideBySideKeepsTheDefaultDistance() throws {
    let probe = try LayoutProbe(HStack { Text("Left").id("a"); Text("Right").id("b") })
    #expect(abs(probe["b"].minX - probe["a"].maxX - 8) < 0.001)
  }

  @Test func aStackStartingWithTextIsSpacedAsText() throws {
    let body = try metrics(.body)
    let probe = try LayoutProbe(
      VStack {
        Color.red.frame(width: 20, height: 20).id("box")
        HStack { Text("Name").id("name"); Text("Value") }.id("row")
      })
    #expect(abs(probe["row"].minY - probe["box"].maxY - (body.descent + textSpacing(body))) < 0.001)
  }
}

/// A header, a title with its subtitle and a box, in a `VStack` with no spacing given.
@Suite struct TextSpacingSnapshotTests {
  @Test func aStackOfTextsAndAViewSpacedByTheirFonts() {
    let view = VStack(alignment: .leading) {
      Text("Large Title").font(.largeTitle.bold())
      Text("Headline").font(.headline)
      Text("Subheadline under it").font(.subheadline).foregroundStyle(.secondary)
      RoundedRectangle(cornerRadius: 6).fill(.blue).frame(width: 120, height: 24)
      Text("Caption under a view").font(.caption)
    }
    .padding(8)
    assertSnapshot(of: view, as: .image(layout: .fixed(width: 220, height: 170)))
  }
}
