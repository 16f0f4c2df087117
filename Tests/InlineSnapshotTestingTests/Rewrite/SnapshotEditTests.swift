import Testing

@testable import InlineSnapshotTesting

/// Records snapshots into source text and returns the rewritten text: the pure core of
/// recording, without files. Each marker is text that starts the call.
private func record(
  _ source: String, _ snapshots: [(marker: String, descriptor: InlineSnapshotSyntaxDescriptor, actual: String?, hadExpected: Bool)]
) throws -> String {
  let text = SourceText(source)
  let edits = try snapshots.compactMap { snapshot -> TextEdit? in
    // The compiler's column points at the call's first "(" or "{".
    let start = try #require(source.utf8.firstRange(of: snapshot.marker.utf8)).lowerBound
    let bracket = try #require(source.utf8[start...].firstIndex { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "{") })
    let index = source.utf8.distance(from: source.utf8.startIndex, to: bracket)
    let line = text.line(of: index)
    let call = try CallLocator.locate(in: text, line: line, column: index - text.lineStarts[line - 1] + 1)
    return try SnapshotEdit.make(
      for: call, in: text, descriptor: snapshot.descriptor, actual: snapshot.actual,
      hadExpected: snapshot.hadExpected)
  }
  return try text.applying(edits).text
}

private let matches = InlineSnapshotSyntaxDescriptor()

@Suite struct SnapshotEditTests {
  @Test func aMissingClosureIsInsertedAfterTheParentheses() throws {
    let source = """
      struct T {
        func test() {
          assertInlineSnapshot(of: 42, as: .description)
        }
      }
      """
    #expect(
      try record(source, [("assertInlineSnapshot(", matches, "42", false)]) == """
        struct T {
          func test() {
            assertInlineSnapshot(of: 42, as: .description) {
              \"\"\"
              42
              \"\"\"
            }
          }
        }
        """)
  }

  @Test func aMismatchedClosureIsReplacedInPlace() throws {
    let source = """
      func test() {
          assertInlineSnapshot(of: 42, as: .description) {
              "41"
          }   // keep this comment
      }
      """
    #expect(
      try record(source, [("assertInlineSnapshot(", matches, "42", true)]) == """
        func test() {
            assertInlineSnapshot(of: 42, as: .description) {
                \"\"\"
                42
                \"\"\"
            }   // keep this comment
        }
        """)
  }

  @Test func aClosureArgumentIsReplacedAndIndentedFromItsOwnLine() throws {
    let source = """
      func test() {
        assertInlineSnapshot(
          of: 42, as: .description,
          matches: { "41" })
      }
      """
    #expect(
      try record(source, [("assertInlineSnapshot(", matches, "42", true)]) == """
        func test() {
          assertInlineSnapshot(
            of: 42, as: .description,
            matches: {
              \"\"\"
              42
              \"\"\"
            })
        }
        """)
  }

  @Test func severalSnapshotsInOneFileAreWrittenInOnePass() throws {
    let source = """
      func a() {
        assertInlineSnapshot(of: 1, as: .description)
      }
      func b() {
        assertInlineSnapshot(of: 2, as: .description) {
          "two"
        }
      }
      func c() {
        assertInlineSnapshot(of: 3, as: .description)
      }
      """
    let rewritten = try record(
      source,
      [
        ("assertInlineSnapshot(of: 3", matches, "3", false),
        ("assertInlineSnapshot(of: 1", matches, "1", false),
        ("assertInlineSnapshot(of: 2", matches, "2", true),
      ])
    #expect(
      rewritten == """
        func a() {
          assertInlineSnapshot(of: 1, as: .description) {
            \"\"\"
            1
            \"\"\"
          }
        }
        func b() {
          assertInlineSnapshot(of: 2, as: .description) {
            \"\"\"
            2
            \"\"\"
          }
        }
        func c() {
          assertInlineSnapshot(of: 3, as: .description) {
            \"\"\"
            3
            \"\"\"
          }
        }
        """)
  }

  /// A helper's call once its `head` closure is recorded: how both closure-order tests begin.
  static let callWithRecordedHead = """
    assertResponse {
      "url"
    } head: {
      \"\"\"
      H
      \"\"\"
    }
    """

  @Test func aHelpersClosuresAreFoundByTheirOffset() throws {
    let head = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1)
    let body = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2)
    let source = """
      assertResponse {
        "url"
      }
      """
    #expect(
      try record(source, [("assertResponse {", body, "B", false), ("assertResponse {", head, "H", false)])
        == Self.callWithRecordedHead + """
           body: {
            \"\"\"
            B
            \"\"\"
          }
          """)
  }

  @Test func aMissingHelperClosureGoesBeforeALaterOne() throws {
    let head = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1)
    let source = """
      assertResponse {
        "url"
      } body: {
        "B"
      }
      """
    #expect(
      try record(source, [("assertResponse {", head, "H", false)]) == Self.callWithRecordedHead + """
         body: {
          "B"
        }
        """)
  }

  @Test func aClosureWithADeprecatedLabelIsFoundAndRelabeled() throws {
    let descriptor = InlineSnapshotSyntaxDescriptor(
      deprecatedTrailingClosureLabels: ["output"], trailingClosureLabel: "is", trailingClosureOffset: 1)
    let source = "check {\n  \"in\"\n} output: {\n  \"old\"\n}"
    #expect(
      try record(source, [("check {", descriptor, "new", true)])
        == "check {\n  \"in\"\n} is: {\n  \"\"\"\n  new\n  \"\"\"\n}")
  }

  @Test func aClosureOnlyCallLosesItsEmptyParentheses() throws {
    let source = "assertArgumentless()"
    let descriptor = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 0)
    #expect(try record(source, [("assertArgumentless(", descriptor, "x", false)]) == "assertArgumentless {\n  \"\"\"\n  x\n  \"\"\"\n}")
  }

  @Test func aNilSnapshotArgumentIsReplacedByTheClosure() throws {
    #expect(
      try record("f(of: 1, matches: nil)", [("f(", matches, "1", false)])
        == "f(of: 1, matches: {\n  \"\"\"\n  1\n  \"\"\"\n})")
  }

  @Test func aNilValueRemovesTheClosure() throws {
    #expect(try record("f(of: 1) {\n  \"a\"\n}", [("f(", matches, nil, true)]) == "f(of: 1)")
    #expect(try record("f(of: 1, matches: { \"a\" })", [("f(", matches, nil, true)]) == "f(of: 1)")
  }

  @Test func valuesThatNeedItAreWrittenAsRawStrings() throws {
    #expect(
      try record("f(of: 1)", [("f(", matches, #"a\b"#, false)])
        == "f(of: 1) {\n  #\"\"\"\n  a\\b\n  \"\"\"#\n}")
    #expect(
      try record("f(of: 1)", [("f(", matches, "say \"\"\"", false)])
        == "f(of: 1) {\n  #\"\"\"\n  say \"\"\"\n  \"\"\"#\n}")
  }

  @Test func aClosureTheAssertionWasNotGivenIsNeverOverwritten() {
    #expect(throws: SourceFailure.self) {
      try record("f(of: 1) {\n  \"other\"\n}", [("f(", matches, "x", false)])
    }
  }

  @Test func aSnapshotWithoutAPlaceIsAFailureNotAGuess() {
    let head = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1)
    #expect(throws: SourceFailure.self) { try record("assertResponse()", [("assertResponse(", head, "H", false)]) }
    #expect(throws: SourceFailure.self) { try record("f(of: 1)", [("f(", matches, "x", true)]) }
  }
}
