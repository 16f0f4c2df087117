import Testing

@testable import InlineSnapshotTesting

@Suite struct CallLocatorTests {
  /// Locates the call whose arguments start at the `occurrence`-th `marker` (the compiler's
  /// column is that of the marker's last character).
  private func locate(_ source: String, at marker: String, occurrence: Int = 1) throws -> (SourceText, LocatedCall) {
    let text = SourceText(source)
    let scanner = Array(source.utf8)
    let needle = Array(marker.utf8)
    var found = 0
    for start in 0...(scanner.count - needle.count) where Array(scanner[start..<(start + needle.count)]) == needle {
      found += 1
      guard found == occurrence else { continue }
      let offset = start + needle.count - 1
      let line = text.line(of: offset)
      let column = offset - text.lineStarts[line - 1] + 1
      return (text, try CallLocator.locate(in: text, line: line, column: column))
    }
    throw MissingMarker(marker: marker)
  }

  @Test func findsTheArgumentsAndTheTrailingClosure() throws {
    let (text, call) = try locate(
      """
      assertInlineSnapshot(of: value, as: .lines) {
        "a"
      }
      """, at: "assertInlineSnapshot(")
    #expect(call.callee == "assertInlineSnapshot")
    #expect(call.arguments.map(\.label) == ["of", "as"])
    #expect(call.arguments.map { text[$0.value] } == ["value", ".lines"])
    #expect(call.trailingClosures.count == 1)
    #expect(text[call.trailingClosures[0].closure] == "{\n  \"a\"\n}")
  }

  @Test func aCommentMentioningTheCallIsNotTheCall() throws {
    let (text, call) = try locate(
      """
      // assertInlineSnapshot(of: decoy, as: .lines) { "no" }
      /* assertInlineSnapshot( */ assertInlineSnapshot(of: real, /* ) { */ as: .lines) // {
      { "yes" }
      """, at: "assertInlineSnapshot(", occurrence: 3)
    #expect(call.arguments.map { text[$0.value] } == ["real", ".lines"])
    #expect(call.trailingClosures.map { text[$0.closure] } == [#"{ "yes" }"#])
  }

  @Test func stringsHoldingBracesAndCommasStayInTheirArgument() throws {
    let (text, call) = try locate(
      #"""
      assertInlineSnapshot(of: "{, )" + #"}"# + """
        ) {
        """, as: .lines)
      """#, at: "assertInlineSnapshot(")
    #expect(call.arguments.count == 2)
    #expect(call.arguments[1].label == "as")
    #expect(call.trailingClosures.isEmpty)
    #expect(text[call.arguments[0].value].hasPrefix(#""{, )""#))
  }

  @Test func interpolationsNestInsideArguments() throws {
    let (text, call) = try locate(
      #"""
      check(of: "a\(f("\(g(")"))"))b", as: .lines) { "x" }
      """#, at: "check(")
    #expect(call.arguments.map(\.label) == ["of", "as"])
    #expect(text[call.arguments[0].value] == #""a\(f("\(g(")"))"))b""#)
    #expect(call.trailingClosures.count == 1)
  }

  @Test func nestedClosuresInsideTheSnapshotClosureStayInside() throws {
    let (text, call) = try locate(
      """
      outer {
        assertInlineSnapshot(of: items.map { $0 * 2 }, as: .dump) {
          let inner = { "}" }
          return inner()
        }
      }
      """, at: "assertInlineSnapshot(")
    #expect(text[call.arguments[0].value] == "items.map { $0 * 2 }")
    #expect(call.arguments[0].isClosure == false)
    #expect(text[call.trailingClosures[0].closure].hasSuffix("return inner()\n  }"))
  }

  @Test func aClosureArgumentIsMarkedAsOne() throws {
    let (_, call) = try locate(
      """
      assertInlineSnapshot(of: value, as: .dump, matches: {
        "a"
      })
      """, at: "assertInlineSnapshot(")
    #expect(call.arguments.map(\.isClosure) == [false, false, true])
    #expect(call.trailingClosures.isEmpty)
  }

  @Test func labeledTrailingClosuresFollowTheFirst() throws {
    let (_, call) = try locate(
      """
      assertResponse {
        "url"
      } head: {
        "h"
      } body: {
        "b"
      }
      let next = 1
      """, at: "assertResponse {")
    #expect(call.parentheses == nil)
    #expect(call.trailingClosures.map(\.label) == [nil, "head", "body"])
  }

  @Test func aCallOnALaterLineIsFoundByItsColumn() throws {
    let (_, call) = try locate(
      """
      try await assertAsync { "a" } is: { "b" }
      """, at: "assertAsync {")
    #expect(call.callee == "assertAsync")
    #expect(call.trailingClosures.map(\.label) == [nil, "is"])
  }

  @Test func aColumnAtTheFunctionsNameStillFindsItsArguments() throws {
    let text = SourceText("  let ä = Snapshots.assertInlineSnapshot(of: 1, as: .description) { \"1\" }\n")
    let call = try CallLocator.locate(in: text, line: 1, column: 12)
    #expect(call.callee == "assertInlineSnapshot")
    #expect(call.arguments.map(\.label) == ["of", "as"])
    #expect(call.trailingClosures.count == 1)
  }

  @Test func columnsCountBytesSoTextBeforeTheCallMayBeAnyScript() throws {
    let text = SourceText("let café = 1; check(of: café) { \"☕️\" }\n")
    let call = try CallLocator.locate(in: text, line: 1, column: 21)
    #expect(call.callee == "check")
    #expect(text[call.arguments[0].value] == "café")
  }

  @Test func aPlaceWithoutACallIsAFailureNamingTheLine() {
    let text = SourceText("let a = 1\nlet b = 2\n")
    #expect(throws: SourceFailure.self) { try CallLocator.locate(in: text, line: 2, column: 5) }
    #expect(throws: SourceFailure(line: 9, problem: "the file has no line 9, column 1")) {
      try CallLocator.locate(in: text, line: 9, column: 1)
    }
  }

  @Test func anUnbalancedCallIsAFailureNamingTheLine() {
    let text = SourceText("f(\n  a: [1, 2,\n")
    #expect(throws: SourceFailure.self) { try CallLocator.locate(in: text, line: 1, column: 2) }
    do {
      _ = try CallLocator.locate(in: text, line: 1, column: 2)
    } catch {
      #expect(error.line == 1)
      #expect(error.problem.contains("never closed"))
    }
  }
}
