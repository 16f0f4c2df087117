@testable import DarkroomUI
@testable import DarkroomViews
import Testing

private nonisolated struct ProgressBar: View {
  let progress: CGFloat
  @Environment(\.layoutDirection) private var direction
  var body: some View {
    GeometryReader { proxy in
      Color.blue.frame(width: proxy.size.width * progress, height: 8).id("fill")
      Text(direction == .rightToLeft ? "rtl" : "ltr")
    }
    .frame(height: 8)
  }
}

/// `GeometryReader` takes the space it is offered and builds its content from it
/// (developer.apple.com/documentation/swiftui/geometryreader).
@Suite struct GeometryReaderTests {
  @Test func contentIsBuiltFromTheProposedSizeAtTheTopLeadingCorner() throws {
    let probe = try LayoutProbe(ProgressBar(progress: 0.25).frame(width: 200))
    #expect(same(probe["fill"], rect(0, 0, 50, 8)))
  }

  @Test func theReaderTakesTheWholeProposalAndTenPointsWhereNoneIsGiven() throws {
    let reader = GeometryReader { _ in Color.red.frame(width: 4, height: 4).id("dot") }
    #expect(try LayoutProbe(reader, width: 120, height: 80).size == CGSize(width: 120, height: 80))
    #expect(try LayoutProbe(reader).size == CGSize(width: 10, height: 10))
  }

  @Test func frameInGlobalIsTheReadersPlaceInTheCanvas() throws {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 30)
      GeometryReader { proxy in
        let global = proxy.frame(in: .global)
        let local = proxy.frame(in: .local)
        Color.green.frame(width: global.minY + 1, height: local.minY + 1).id("probe")
      }
      .frame(width: 100, height: 50)
    }
    .padding(10)
    #expect(same(try LayoutProbe(view)["probe"], rect(10, 40, 41, 1)))
  }

  @Test func theClosureSeesItsViewsEnvironment() throws {
    let text = try ImageRenderer(content: ProgressBar(progress: 1).frame(width: 50).environment(\.layoutDirection, .rightToLeft))
      .layoutDescription()
    #expect(text.contains("Text \"rtl\""))
    #expect(text.contains("GeometryReader"))
  }
}
