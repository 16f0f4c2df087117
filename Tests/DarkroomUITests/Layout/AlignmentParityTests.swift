@testable import DarkroomUI
@testable import DarkroomViews
import Testing

private enum MidlineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

private extension VerticalAlignment {
  static let midline = VerticalAlignment(MidlineGuide.self)
}

/// The ascent (baseline below the top) of a text style's font at the default text size.
private func ascent(_ font: Font) throws -> CGFloat {
  try TextEnginePool.shared.withEngine { $0.lineMetrics(ResolvedFont(font, in: EnvironmentValues())).ascent }
}

/// Alignment guides and right-to-left layouts.
let alignmentScenarios: [ParityScenario] = [
  ParityScenario(
    "alignmentGuide moves one child's leading guide", source: "Apple docs, alignmentGuide(_:computeValue:)"
  ) {
    let probe = try LayoutProbe(
      VStack(alignment: .leading, spacing: 0) {
        square(40, "a")
        square(40, "b").alignmentGuide(.leading) { d in d[.trailing] }
      })
    return [("a", probe["a"], rect(40, 0, 40, 40)), ("b", probe["b"], rect(0, 40, 40, 40))]
  },
  ParityScenario(
    "First text baselines line up across font sizes", source: "Apple docs, VerticalAlignment.firstTextBaseline"
  ) {
    let probe = try LayoutProbe(
      HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle).id("big"); Text("small").font(.caption).id("small") })
    let big = probe["big"], small = probe["small"]
    let expectedTop = try big.minY + ascent(.largeTitle) - ascent(.caption)
    return [("small", small, rect(small.minX, expectedTop, small.width, small.height))]
  },
  ParityScenario(
    "A stack's first baseline is its first text's", source: "Apple docs, firstTextBaseline; explicit guides of children show through stacks"
  ) {
    let probe = try LayoutProbe(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        VStack(spacing: 0) { Text("One").font(.title).id("one"); Text("Two") }
        Text("Side").font(.footnote).id("side")
      })
    let one = probe["one"], side = probe["side"]
    let expectedTop = try one.minY + ascent(.title) - ascent(.footnote)
    return [("side", side, rect(side.minX, expectedTop, side.width, side.height))]
  },
  ParityScenario(
    "A custom guide lines up views in different stacks", source: "Apple docs, AlignmentID (custom alignment)"
  ) {
    let probe = try LayoutProbe(
      HStack(alignment: .midline, spacing: 0) {
        VStack(spacing: 0) {
          square(30, "top")
          square(20, "marked").alignmentGuide(.midline) { d in d[VerticalAlignment.center] }
        }
        square(10, "side")
      })
    let marked = probe["marked"], side = probe["side"]
    return [("side", side, rect(side.minX, marked.midY - 5, 10, 10))]
  },
  ParityScenario(
    "Right to left, an HStack starts at the right", source: "Apple docs, LayoutDirection.rightToLeft; research §2.8 step 6"
  ) {
    let probe = try LayoutProbe(HStack(spacing: 0) { square(20, "a"); square(30, "b") }, direction: .rightToLeft)
    return [("a", probe["a"], rect(30, 5, 20, 20)), ("b", probe["b"], rect(0, 0, 30, 30))]
  },
  ParityScenario(
    "Right to left, leading alignment is the right edge", source: "Apple docs, HorizontalAlignment.leading"
  ) {
    let probe = try LayoutProbe(VStack(alignment: .leading, spacing: 0) { square(20, "a"); square(40, "b") }, direction: .rightToLeft)
    return [("a", probe["a"], rect(20, 0, 20, 20)), ("b", probe["b"], rect(0, 20, 40, 40))]
  },
  ParityScenario("Right to left, leading padding is on the right", source: "Apple docs, Edge.leading") {
    let probe = try LayoutProbe(square(10, "c").padding(.leading, 20).id("p"), direction: .rightToLeft)
    return [("p", probe["p"], rect(0, 0, 30, 10)), ("c", probe["c"], rect(0, 0, 10, 10))]
  },
  ParityScenario("Right to left, a leading frame alignment is the right edge", source: "Apple docs, Alignment.leading") {
    let probe = try LayoutProbe(square(20, "c").frame(width: 100, height: 20, alignment: .leading), direction: .rightToLeft)
    return [("c", probe["c"], rect(80, 0, 20, 20))]
  },
  ParityScenario("Right to left, a topLeading overlay is at the top right", source: "Apple docs, Alignment.topLeading") {
    let probe = try LayoutProbe(box(100, 60, "c").overlay(alignment: .topLeading) { square(20, "o") }, direction: .rightToLeft)
    return [("o", probe["o"], rect(80, 0, 20, 20))]
  },
  ParityScenario(
    "A right-to-left subtree mirrors only itself", source: "Apple docs, environment(\\.layoutDirection)"
  ) {
    let probe = try LayoutProbe(
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) { square(10, "x"); square(20, "y") }.environment(\.layoutDirection, .rightToLeft)
        box(60, 10, "wide")
      })
    return [("x", probe["x"], rect(20, 5, 10, 10)), ("y", probe["y"], rect(0, 0, 20, 20))]
  },
]

@Test(arguments: alignmentScenarios)
func alignmentParity(_ scenario: ParityScenario) {
  scenario.verify()
}
