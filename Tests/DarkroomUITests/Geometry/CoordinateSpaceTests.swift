@testable import DarkroomUI
@testable import DarkroomViews
import Testing

/// A reader that draws its frame in `space` as a bar: the bar's width is the frame's minX + 1
/// and its height the frame's minY + 1, so a layout probe reads the frame back.
private nonisolated struct FrameBar<Space: CoordinateSpaceProtocol>: View {
  let space: Space
  var body: some View {
    GeometryReader { proxy in
      let frame = proxy.frame(in: space)
      Color.green.frame(width: frame.minX + 1, height: frame.minY + 1).id("bar")
    }
    .frame(width: 100, height: 50)
  }
}

/// A card inside some padding, whose reader sits below a header.
private nonisolated struct Card<Space: CoordinateSpaceProtocol>: View {
  let space: Space
  var body: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 30)
      FrameBar(space: space).padding(.leading, 7)
    }
  }
}

/// `GeometryProxy.frame(in:)` in the canvas's, the reader's own and a named space
/// (developer.apple.com/documentation/swiftui/coordinatespaceprotocol).
@Suite struct CoordinateSpaceTests {
  @Test func globalIsTheCanvasAndLocalIsTheReaderItself() throws {
    let global = try LayoutProbe(Card(space: .global).padding(10))
    #expect(same(global["bar"], rect(17, 40, 18, 41)))
    let local = try LayoutProbe(Card(space: .local).padding(10))
    #expect(same(local["bar"], rect(17, 40, 1, 1)))
  }

  @Test func aNamedSpaceIsMeasuredFromTheViewThatDeclaredIt() throws {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 10, height: 5)
      Card(space: .named("card")).coordinateSpace(name: "card")
    }
    .padding(10)
    // The card starts at (10, 15) in the canvas; the reader at (17, 45): 7 and 30 in the card.
    #expect(same(try LayoutProbe(view)["bar"], rect(17, 45, 8, 31)))
  }

  @Test func theIOS17SpellingsNameTheSameSpace() throws {
    let view = Card(space: .named("card")).coordinateSpace(.named("card")).padding(10)
    #expect(same(try LayoutProbe(view)["bar"], rect(17, 40, 8, 31)))
    let legacy = Card(space: NamedCoordinateSpace.named("card")).coordinateSpace(name: "card").padding(10)
    #expect(same(try LayoutProbe(legacy)["bar"], rect(17, 40, 8, 31)))
  }

  @Test func theNearestDeclarationOfANameWins() throws {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 10, height: 4)
      Card(space: .named("box")).padding(3).coordinateSpace(name: "box")
    }
    .padding(10)
    .coordinateSpace(name: "box")
    #expect(same(try LayoutProbe(view)["bar"], rect(20, 47, 11, 34)))
  }

  @Test func anUndeclaredNameIsMeasuredAsGlobal() throws {
    let view = Card(space: .named("nowhere")).coordinateSpace(name: "card").padding(10)
    #expect(same(try LayoutProbe(view)["bar"], rect(17, 40, 18, 41)))
  }

  @Test func theEnumSpellingStillMeasuresEachSpace() throws {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 10, height: 6)
      GeometryReader { proxy in
        let global = proxy.frame(in: CoordinateSpace.global)
        let named = proxy.frame(in: CoordinateSpace.named("stack"))
        let local = proxy.frame(in: CoordinateSpace.local)
        Color.green.frame(width: global.minY + 1, height: named.minY + local.minY + 1).id("bar")
      }
      .frame(width: 50, height: 50)
    }
    .coordinateSpace(name: "stack")
    .padding(4)
    #expect(same(try LayoutProbe(view)["bar"], rect(4, 10, 11, 7)))
  }

  @Test func boundsOfANamedSpaceAreInTheReadersCoordinates() throws {
    let view = VStack(spacing: 0) {
      Color.gray.frame(width: 60, height: 20)
      GeometryReader { proxy in
        let bounds = proxy.bounds(of: .named("stack")) ?? .zero
        let missing = proxy.bounds(of: .named("other"))
        Color.green.frame(width: bounds.width, height: -bounds.minY + (missing == nil ? 0 : 100)).id("bar")
      }
      .frame(width: 60, height: 30)
    }
    .coordinateSpace(name: "stack")
    #expect(same(try LayoutProbe(view)["bar"], rect(0, 20, 60, 20)))
  }

  @Test func namingASpaceLeavesTheLayoutAsItIs() throws {
    let plain = try LayoutProbe(Text("Inbox").padding().id("text"))
    let named = try LayoutProbe(Text("Inbox").padding().coordinateSpace(name: "inbox").coordinateSpace(.named("list")).id("text"))
    #expect(same(plain["text"], named["text"]))
    #expect(plain.description == named.description)
  }
}
