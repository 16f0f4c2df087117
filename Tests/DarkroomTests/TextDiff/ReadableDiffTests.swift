import Testing

@testable import Darkroom

/// The failure-message diff, in the layout pointfreeco/swift-snapshot-testing prints
/// (Sources/SnapshotTesting/Diff.swift): hunks with `−`/`+` lines and figure-space context.
@Suite struct ReadableDiffTests {
  @Test func aChangedLineShowsBetweenItsNeighbours() {
    let diff = ReadableDiff(old: "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n", new: "▿ 2 elements\n  - \"Goodbye\"\n  - \"World\"\n")
    #expect(diff.text == """
      @@ \u{2212}1,4 +1,4 @@
      \u{2007}▿ 2 elements
      \u{2212}  - "Hello"
      +  - "Goodbye"
      \u{2007}  - "World"
      \u{2007}
      """)
  }

  @Test func sameTextsHaveNoHunks() {
    #expect(ReadableDiff(old: "a\nb\n", new: "a\nb\n").hunks.isEmpty)
  }

  @Test func fourLinesOfContextFrameEachChange() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 10", with: "line ten")
    let diff = ReadableDiff(old: old, new: new)
    #expect(diff.hunks.count == 1)
    #expect(diff.hunks[0].header == "@@ \u{2212}6,9 +6,9 @@")
    #expect(diff.hunks[0].lines.first == "\u{2007}line 6")
    #expect(diff.hunks[0].lines.last == "\u{2007}line 14")
  }

  @Test func changesFarApartGetHunksOfTheirOwnAndCloseOnesShareOne() {
    let old = (1...40).map { "line \($0)" }
    var far = old
    far[4] = "five"
    far[30] = "thirty-one"
    #expect(ReadableDiff(old: old.joined(separator: "\n"), new: far.joined(separator: "\n")).hunks.count == 2)
    var near = old
    near[4] = "five"
    near[12] = "thirteen"  // 7 unchanged lines between: one hunk
    let shared = ReadableDiff(old: old.joined(separator: "\n"), new: near.joined(separator: "\n"))
    #expect(shared.hunks.count == 1)
    #expect(shared.hunks[0].header == "@@ \u{2212}1,17 +1,17 @@")
  }

  @Test func removalsComeBeforeAdditionsAndTrailingSpacesAreMarked() {
    let diff = ReadableDiff(old: "keep\nold one\nold two\n", new: "keep\nnew one \nnew two\n")
    #expect(Array(diff.hunks[0].lines.dropFirst().prefix(4)) == [
      "\u{2212}old one", "\u{2212}old two", "+new one ¬", "+new two",
    ])
  }

  @Test func insertionsIntoEmptyTextStartAtLineOne() {
    #expect(ReadableDiff(old: "", new: "a\nb").hunks.first?.header == "@@ \u{2212}1,1 +1,2 @@")
  }

  @Test func carriageReturnsStayInsideTheirLines() {
    let diff = ReadableDiff(old: "one\r\ntwo\r\n", new: "one\r\n2\r\n")
    #expect(diff.text.contains("\u{2212}two\r\n+2\r"))
  }

  @Test func longMessagesAreCutWithACount() {
    let text = (1...150).map { "+line \($0)" }.joined(separator: "\n")
    let message = Diffing<String>.readableMessage(text)
    #expect(message.split(separator: "\n").count == 101)
    #expect(message.hasSuffix("… 50 more lines not shown; the whole diff is attached as diff.patch"))
    #expect(Diffing<String>.readableMessage("short") == "short")
  }
}
