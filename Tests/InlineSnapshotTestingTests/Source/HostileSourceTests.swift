import Testing

@testable import InlineSnapshotTesting

/// Sources no test would hold, which the recorder must refuse rather than crash on.
@Suite struct HostileSourceTests {
  @Test func interpolationsNestedThousandsDeepAreRefusedNotAStackOverflow() {
    let source = SourceText("f(\"" + String(repeating: "\\(\"", count: 5000) + ")")
    #expect(throws: SourceFailure.self) { try CallLocator.locate(in: source, line: 1, column: 2) }
  }

  @Test func interpolationsNestedAFewLevelsAreStillRead() throws {
    let source = SourceText(#"f("\("\("\(1)")")") { "x" }"#)
    let call = try CallLocator.locate(in: source, line: 1, column: 2)
    #expect(call.trailingClosures.count == 1)
  }

  @Test func aColumnPastTheEndOfTheFileIsNoPlaceInIt() {
    let source = SourceText("a\nb\n")
    #expect(source.offset(line: 2, column: Int.max) == nil)
    #expect(source.offset(line: 2, column: 2) == 3)
  }
}
