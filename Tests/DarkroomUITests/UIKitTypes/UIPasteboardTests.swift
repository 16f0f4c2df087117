import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomViews

/// UIKit's pasteboard (developer.apple.com/documentation/uikit/uipasteboard), kept in memory.
@Suite struct UIPasteboardTests {
  @Test func aStringReplacesWhatWasThere() {
    let pasteboard = UIPasteboard()
    #expect(pasteboard.string == nil && !pasteboard.hasStrings)
    pasteboard.url = URL(string: "https://example.com")
    pasteboard.string = "INVITE-42"
    #expect(pasteboard.string == "INVITE-42")
    #expect(pasteboard.url == nil, "setting one kind replaces the contents, as UIKit does")
    #expect(pasteboard.changeCount == 2)
    pasteboard.strings = ["a", "b"]
    #expect(pasteboard.string == "a" && pasteboard.strings == ["a", "b"])
    pasteboard.string = nil
    #expect(pasteboard.strings == nil)
  }

  @Test func itemsPutEachKindOnThePasteboard() {
    let pasteboard = UIPasteboard()
    pasteboard.setItems([["public.plain-text": "code"], ["public.url": URL(fileURLWithPath: "/photos/receipt.png")], ["public.png": UIImage()]])
    #expect(pasteboard.string == "code")
    #expect(pasteboard.url?.path == "/photos/receipt.png")
    #expect(pasteboard.hasImages)
  }

  @Test func pasteboardsAreSeparate() {
    let one = UIPasteboard()
    one.string = "one"
    #expect(UIPasteboard().string == nil)
  }
}
