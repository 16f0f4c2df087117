import DarkroomTransfer
import DarkroomUI
import Foundation
import Testing

/// Share links with previews, the paste button, and the drag, drop and file modifiers, which
/// draw the view as it is at rest.
@MainActor @Suite struct TransferControlTests {
  @Test func aShareLinkWithAPreviewDrawsItsTitle() throws {
    let link = ShareLink("Send", item: URL(string: "https://example.com")!, preview: SharePreview("Example"))
    #expect(try DrawnText(link).strings == ["Send"])
    let plain = ShareLink(items: ["a", "b"])
    #expect(try DrawnText(plain).strings == ["Share"])
  }

  @Test func thePasteButtonDrawsPasteFilledWithTheTint() throws {
    let button = PasteButton(payloadType: String.self) { _ in }
    #expect(try DrawnText(button).strings == ["Paste"])
    let bitmap = try drawnPixels(button)
    let tinted = (0..<bitmap.width).contains { x in
      let pixel = bitmap[x, bitmap.height / 2]
      return pixel.blue > 200 && pixel.red < 60
    }
    #expect(tinted)
  }

  @Test func dragDropAndFileModifiersLeaveTheLayoutAsItIs() throws {
    let plain = try LayoutProbe(Text("Inbox").id("text"))
    let modified = try LayoutProbe(
      Text("Inbox")
        .onDrag { NSItemProvider(object: "Inbox" as NSString) }
        .onDrop(of: [.plainText], isTargeted: nil) { _ in true }
        .draggable("Inbox")
        .dropDestination(for: String.self) { _, _ in true }
        .fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf]) { _ in }
        .fileExporter(isPresented: .constant(true), item: "Inbox", defaultFilename: "inbox.txt") { _ in }
        .fileMover(isPresented: .constant(false), file: nil) { _ in }
        .id("text"))
    #expect(same(plain["text"], modified["text"]))
    #expect(plain.size == modified.size)
  }
}
