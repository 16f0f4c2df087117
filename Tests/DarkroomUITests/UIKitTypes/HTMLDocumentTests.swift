import DarkroomUIKit
import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// Attributed strings read from HTML and plain-text documents, and carried into SwiftUI's
/// `AttributedString`.
@Suite struct HTMLDocumentTests {
  private func read(_ html: String) throws -> NSAttributedString {
    try NSAttributedString(
      data: Data(html.utf8), options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: nil)
  }

  @Test func tagsBecomeLineBreaksAndEntitiesAreDecoded() throws {
    let text = try read("<p>Fish &amp; chips</p><p>&lt;3&#33;</p><script>alert(1)</script>")
    #expect(text.string == "Fish & chips\n<3!\n")
  }

  @Test func boldAndLinksAreKept() throws {
    let text = try read(#"Read <b>this</b> <a href="https://example.com">link</a>"#)
    #expect(text.string == "Read this link")
    let bold = text.attribute(.font, at: 5, effectiveRange: nil) as? UIFont
    #expect(bold?.fontDescriptor.symbolicTraits.contains(.traitBold) == true)
    #expect(text.attribute(.link, at: 10, effectiveRange: nil) as? URL == URL(string: "https://example.com"))
    let swiftUI = AttributedString(text)
    #expect(String(swiftUI.characters) == "Read this link")
    #expect(swiftUI.runs.contains { $0.link == URL(string: "https://example.com") })
  }

  @Test func textThatIsNotInTheEncodingIsAClearError() {
    let latin1Only = Data([0xFF, 0xFE, 0xFD])
    #expect(throws: NSAttributedString.DocumentReadingError.self) {
      try NSAttributedString(data: latin1Only, options: [.characterEncoding: String.Encoding.utf8.rawValue], documentAttributes: nil)
    }
  }
}
