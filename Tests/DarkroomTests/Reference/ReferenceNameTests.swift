import Testing

@testable import Darkroom

@Suite struct ReferenceNameTests {
  @Test(arguments: [
    ("testFoo()", "testFoo"),
    ("size that fits", "size-that-fits"),
    ("render(size:)", "render-size"),
    ("dark mode / large text", "dark-mode-large-text"),
    ("already_fine-name", "already_fine-name"),
    ("--edges--", "edges"),
    ("v1.2", "v1-2"),
  ])
  func keepsPortableCharactersAndDashesTheRest(raw: String, sanitized: String) {
    #expect(ReferenceName.sanitize(raw) == sanitized)
  }

  @Test func namesThatLoseLettersKeepAHashOfTheOriginal() {
    let cafe = ReferenceName.sanitize("café")
    #expect(cafe.hasPrefix("caf-"))
    #expect(cafe != ReferenceName.sanitize("cafe"))
    #expect(cafe != ReferenceName.sanitize("cafè"))
    #expect(ReferenceName.sanitize("日本語").count == 8)
    #expect(ReferenceName.sanitize("日本語") == ReferenceName.sanitize("日本語"))
  }

  @Test func resultsArePortableAndShort() {
    for name in ["a/b\\c:d*e?f\"g<h>i|j", String(repeating: "long name ", count: 40), "", "🙂", "..."] {
      let sanitized = ReferenceName.sanitize(name)
      #expect(!sanitized.isEmpty)
      #expect(sanitized.count <= ReferenceName.maximumLength)
      #expect(sanitized.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    }
  }

  @Test func hashIsFNV1a() {
    // Published FNV-1a 32-bit test vectors.
    #expect(ReferenceName.fnv1a("") == "811c9dc5")
    #expect(ReferenceName.fnv1a("a") == "e40c292c")
    #expect(ReferenceName.fnv1a("foobar") == "bf9cf968")
  }
}
