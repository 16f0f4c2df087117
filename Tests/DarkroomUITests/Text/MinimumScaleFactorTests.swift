import Darkroom
@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// The placed layout of the only text in `view`, offered `width`.
private func placed(_ view: some View, width: CGFloat, height: CGFloat? = nil) throws -> TextLayoutResult {
  let probe = try LayoutProbe(view, width: width, height: height)
  var found: TextLayoutResult?
  func walk(_ node: LayoutNode) {
    if case .text(let measurer) = node.role { found = found ?? measurer.placed }
    node.children.forEach(walk)
  }
  walk(probe.root)
  return try #require(found)
}

/// `.minimumScaleFactor` and `.allowsTightening`: text shrinks or closes up to fit before it
/// is cut, as SwiftUI's does.
@Suite struct MinimumScaleFactorTests {
  private let price = Text("Total due today: $1,249.99").font(.system(size: 30))
  /// The height of one line at full size.
  private var fullPitch: CGFloat {
    get throws { try placed(price.fixedSize(), width: 1000).metrics.lineHeight }
  }

  @Test func oneLineTextShrinksToFitItsWidthInsteadOfBeingCut() throws {
    let full = try placed(price.lineLimit(1), width: 240)
    #expect(full.isTruncated)
    let shrunk = try placed(price.lineLimit(1).minimumScaleFactor(0.5), width: 240)
    #expect(!shrunk.isTruncated)
    #expect(shrunk.width <= 240)
    #expect(shrunk.width > 235, "the largest scale that fits, not any that does")
    let scale = shrunk.metrics.lineHeight / (try fullPitch)
    #expect(scale < 1 && scale >= 0.5)
  }

  @Test func textThatCannotFitAtTheFactorIsShrunkToItAndCut() throws {
    let result = try placed(price.lineLimit(1).minimumScaleFactor(0.9), width: 160)
    #expect(result.isTruncated)
    #expect(abs(result.metrics.lineHeight / (try fullPitch) - 0.9) < 0.0001)
  }

  @Test func textThatFitsKeepsItsSize() throws {
    let result = try placed(price.lineLimit(1).minimumScaleFactor(0.5), width: 1000)
    #expect(!result.isTruncated)
    #expect(result.metrics.lineHeight == (try fullPitch))
  }

  @Test func wrappedTextShrinksToFitItsLineLimitAndHeight() throws {
    let paragraph = Text("A sentence long enough to need three lines at this width and size").font(.system(size: 17))
    let limited = try placed(paragraph.lineLimit(2).minimumScaleFactor(0.4), width: 200)
    #expect(!limited.isTruncated)
    #expect(limited.lineCount <= 2)
    let boxed = try placed(paragraph.minimumScaleFactor(0.4), width: 200, height: 30)
    #expect(!boxed.isTruncated)
    #expect(boxed.height <= 30)
  }

  @Test func tighteningClosesLettersUpBeforeCutting() throws {
    let natural = try placed(price.fixedSize(), width: 1000).width
    let width = natural - 6
    #expect(try placed(price.lineLimit(1), width: width).isTruncated)
    let tight = try placed(price.lineLimit(1).allowsTightening(true), width: width)
    #expect(!tight.isTruncated)
    #expect(tight.metrics.lineHeight == (try fullPitch), "tightening does not shrink")
  }

  @Test func aShrunkPriceRow() {
    let row = HStack {
      Text("Annual plan")
      Spacer()
      Text("$1,249.99 per year").font(.title.bold()).lineLimit(1).minimumScaleFactor(0.5)
    }
    .padding(12)
    assertSnapshot(of: row, as: .image(layout: .fixed(width: 260, height: 56)))
  }
}
