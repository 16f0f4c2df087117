import Testing

@testable import InlineSnapshotTesting

@Suite struct SwiftScannerTests {
  /// The offset of the bracket that closes the first byte of `source`.
  private func close(_ source: String) throws -> Int {
    try SwiftScanner(Array(source.utf8)).matchingClose(ofBracketAt: 0)
  }

  @Test func bracketsNestInsideEachOther() throws {
    #expect(try close("([{}])x") == 5)
  }

  @Test func bracketsInsideAStringDoNotCount() throws {
    #expect(try close(#"(")", "{", "]")x"#) == 14)
  }

  @Test func anEscapedQuoteDoesNotEndAString() throws {
    #expect(try close(#"("\")")x"#) == 6)
  }

  @Test func bracketsInsideCommentsDoNotCount() throws {
    #expect(try close("( // )\n /* ) /* nested ) */ ) */ )x") == 33)
  }

  @Test func aMultilineStringCanHoldQuotesAndBrackets() throws {
    let source = "(\"\"\"\n  \")\" \"\" }\n  \"\"\")x"
    #expect(try close(source) == source.utf8.count - 2)
  }

  @Test func aRawStringEndsOnlyAtItsOwnDelimiter() throws {
    let source = ##"(#"a "quoted" ) \( not interpolated"#)x"##
    #expect(try close(source) == source.utf8.count - 2)
  }

  @Test func anInterpolationCanHoldStringsWithBrackets() throws {
    let source = #"("a \(f(")", "\(g("}"))")) b")x"#
    #expect(try close(source) == source.utf8.count - 2)
  }

  @Test func aRawStringInterpolatesWithItsPounds() throws {
    let source = ##"(#"a \#(f(")")) b"#)x"##
    #expect(try close(source) == source.utf8.count - 2)
  }

  @Test func aPoundThatStartsNoStringIsJustAByte() throws {
    #expect(try close("(#filePath, #line)x") == 17)
  }

  @Test func anUnclosedBracketIsAFailureNotATrap() {
    #expect(throws: SwiftScanner.Failure.self) { try close("(a, [b)") }
    #expect(throws: SwiftScanner.Failure.self) { try close("(\"never ends") }
    #expect(throws: SwiftScanner.Failure.self) { try close("( /* never ends )") }
  }

  @Test func triviaSkipsWhitespaceAndComments() throws {
    let scanner = SwiftScanner(Array("  // note\n /* a /* b */ */\tx".utf8))
    #expect(try scanner.skipTrivia(from: 0) == 27)
  }

  @Test func identifiersMayBeInBackticks() {
    let scanner = SwiftScanner(Array("`is` matches: x".utf8))
    #expect(scanner.endOfIdentifier(startingAt: 0) == 4)
    #expect(scanner.endOfIdentifier(startingAt: 5) == 12)
    #expect(scanner.endOfIdentifier(startingAt: 12) == 12)
  }
}
