import Testing

@testable import InlineSnapshotTesting

@Suite struct SourceRewriteTests {
  @Test func editsAreAppliedFromTheBottomSoOffsetsStayValid() throws {
    let text = SourceText("a(1) b(2) c(3)")
    let edits = [
      TextEdit(range: 4..<4, replacement: " {A}"),
      TextEdit(range: 14..<14, replacement: " {C}"),
      TextEdit(range: 7..<8, replacement: "two"),
    ]
    #expect(try text.applying(edits).text == "a(1) {A} b(two) c(3) {C}")
  }

  @Test func insertionsAtOnePlaceKeepTheirOrder() throws {
    let text = SourceText("f {}")
    let edits = [
      TextEdit(range: 4..<4, replacement: " body: {}", order: 2),
      TextEdit(range: 4..<4, replacement: " head: {}", order: 1),
    ]
    #expect(try text.applying(edits).text == "f {} head: {} body: {}")
  }

  @Test func overlappingEditsAreRefused() {
    let text = SourceText("abcdef")
    let edits = [TextEdit(range: 1..<4, replacement: "x"), TextEdit(range: 3..<5, replacement: "y")]
    #expect(throws: SourceFailure.self) { try text.applying(edits) }
  }

  @Test func theIndentationUnitIsTheFilesOwn() {
    #expect(SourceText("struct A {\n    let b = 1\n}\n").indentationUnit == "    ")
    #expect(SourceText("struct A {\n\tlet b = 1\n}\n").indentationUnit == "\t")
    #expect(SourceText("/**\n * Doc.\n */\nstruct A {\n  let b = 1\n}\n").indentationUnit == "  ")
    #expect(SourceText("let a = 1\n").indentationUnit == "  ")
  }
}
