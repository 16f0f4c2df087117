import DarkroomUI
import DarkroomViews
import Foundation
import Testing

@MainActor
@Suite struct RenderedTextTests {
  private func texts(_ view: some View, width: CGFloat? = nil) throws -> [RenderedText] {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: nil)
    return try renderer.renderedTexts()
  }

  @Test func oneLineTextInANarrowFrameIsTruncatedAndKnowsItsFittingSize() throws {
    let view = Text(verbatim: "Notifications and sounds").lineLimit(1).frame(width: 60).padding(10)
    let text = try #require(try texts(view).first)
    #expect(text.isTruncated)
    #expect(text.frame.width <= 60)
    #expect(text.frame.minX >= 10)
    #expect(text.fittingSize.width > 100)
    #expect(text.containerFrame == CGRect(x: 10, y: 10, width: 60, height: text.frame.height))
    #expect(text.visibleFrame == text.frame)
  }

  @Test func textThatFitsIsNotTruncated() throws {
    let text = try #require(try texts(Text(verbatim: "OK").lineLimit(1)).first)
    #expect(!text.isTruncated)
    #expect(abs(text.fittingSize.width - text.frame.width) < 0.01)
    #expect(text.containerFrame == nil)
  }

  @Test func linesDroppedByTheLineLimitCountAsTruncated() throws {
    let text = try #require(try texts(Text(verbatim: "one\ntwo\nthree").lineLimit(1)).first)
    #expect(text.isTruncated)
  }

  @Test func hiddenAndTransparentTextsAreLeftOut() throws {
    let view = VStack {
      Text(verbatim: "Shown")
      Text(verbatim: "Hidden").hidden()
      Text(verbatim: "Invisible").opacity(0)
    }
    #expect(try texts(view).map(\.text) == ["Shown"])
  }

  @Test func textIsReportedAsDrawnWithItsKeyAndCase() throws {
    let view = HStack {
      Text("Settings").textCase(.uppercase)
      Text(verbatim: "v1.2")
      Text(3, format: .number)
    }
    let found = try texts(view)
    #expect(found.map(\.text) == ["SETTINGS", "v1.2", "3"])
    #expect(found.map(\.key) == ["Settings", nil, nil])
    #expect(found.map(\.origin) == [.key, .verbatim, .formatted])
  }

  @Test func clippingAncestorsCutTheVisibleFrame() throws {
    let view = Text(verbatim: "A long line that overflows").fixedSize().frame(width: 50, height: 30).clipped()
      .padding(200)
    let text = try #require(try texts(view).first)
    #expect(text.visibleFrame.width == 50)
    #expect(text.frame.width > 50)
    #expect(text.viewportFrame == text.frame)
  }

  @Test func backgroundShapeIsTheContainerOfItsText() throws {
    let view = Text(verbatim: "Tag").padding(6).background(Capsule().fill(Color.blue)).padding(20)
    let text = try #require(try texts(view).first)
    let box = try #require(text.containerFrame)
    #expect(box.contains(text.frame))
    #expect(abs(box.width - text.frame.width - 12) < 0.01)
  }

  @Test func previewRenderResultListsTheTextsOfTheSameRender() throws {
    let result = try PreviewRendering.render(
      AnyView(VStack { Text(verbatim: "Title"); Text(verbatim: "Subtitle") }), layout: .sizeThatFits,
      screen: CGSize(width: 393, height: 852), safeArea: EdgeInsets(), scale: 1, draw: false, collectsTexts: true)
    #expect(result.texts.map(\.text) == ["Title", "Subtitle"])
    let plain = try PreviewRendering.render(
      AnyView(Text(verbatim: "Title")), layout: .sizeThatFits, screen: CGSize(width: 393, height: 852),
      safeArea: EdgeInsets(), scale: 1, draw: false)
    #expect(plain.texts.isEmpty, "texts are read only when asked for")
  }

  @Test func aTextTurnedInPerspectiveSitsInTheBoxOfItsProjection() throws {
    let plain = try #require(try texts(Text(verbatim: "Boarding").frame(width: 100, height: 40)).first)
    let turned = try #require(
      try texts(Text(verbatim: "Boarding").frame(width: 100, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))).first)
    // The near edge comes forward and is drawn taller, so the text's box grows.
    #expect(turned.frame.height > plain.frame.height)
    // Edge on, it draws nothing and is left out.
    let edgeOn = Text(verbatim: "Boarding").frame(width: 100, height: 40).rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))
    #expect(try texts(edgeOn).isEmpty)
  }
}
