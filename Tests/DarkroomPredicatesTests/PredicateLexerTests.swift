import Testing
@testable import DarkroomPredicates

@Suite struct PredicateLexerTests {
  @Test(arguments: [
    ("==", PredicateSymbol.equal), ("=", .equal), ("!=", .notEqual), ("<>", .notEqual),
    ("<", .less), ("<=", .lessOrEqual), ("=<", .lessOrEqual),
    (">", .greater), (">=", .greaterOrEqual), ("=>", .greaterOrEqual),
    ("&&", .and), ("||", .or), ("!", .not),
  ])
  func operatorSpellingsFoldToCanonicalSymbols(spelling: String, symbol: PredicateSymbol) throws {
    #expect(try kinds("a \(spelling) b") == [.keyPath(["a"]), .symbol(symbol), .keyPath(["b"]), .end])
  }

  @Test func operatorsNeedNoSurroundingSpaces() throws {
    #expect(try kinds("age>=-3") == [.keyPath(["age"]), .symbol(.greaterOrEqual), .integer(-3), .end])
  }

  @Test(arguments: PredicateKeyword.allCases)
  func keywordsAreCaseInsensitive(keyword: PredicateKeyword) throws {
    #expect(try kinds(keyword.rawValue.lowercased()) == [.keyword(keyword), .end])
    #expect(try kinds(keyword.rawValue) == [.keyword(keyword), .end])
  }

  @Test func yesNoAndNullAreSynonyms() throws {
    #expect(try kinds("YES no Null") == [.keyword(.true), .keyword(.false), .keyword(.nil), .end])
  }

  @Test func dottedKeyPathIsOneToken() throws {
    #expect(try kinds("address.city.name") == [.keyPath(["address", "city", "name"]), .end])
  }

  @Test func collectionOperatorIsAKeyPathComponent() throws {
    #expect(try kinds("friends.@count") == [.keyPath(["friends", "@count"]), .end])
    #expect(try kinds("items.@sum.price") == [.keyPath(["items", "@sum", "price"]), .end])
  }

  @Test func leadingSelfComponentIsDropped() throws {
    #expect(try kinds("SELF.name") == [.keyPath(["name"]), .end])
  }

  @Test func hashEscapesReservedWordAsKey() throws {
    #expect(try kinds("#in") == [.keyPath(["in"]), .end])
    #expect(try kinds("order.#not") == [.keyPath(["order", "not"]), .end])
  }

  @Test func keyPathsAcceptUnderscoresDigitsAndLetters() throws {
    #expect(try kinds("_private2.größe") == [.keyPath(["_private2", "größe"]), .end])
  }

  @Test func singleAndDoubleQuotedStringsAreEquivalent() throws {
    #expect(try kinds(#"'Blob' "Blob""#) == [.string("Blob"), .string("Blob"), .end])
  }

  @Test func backslashEscapesInStrings() throws {
    #expect(try kinds(#"'it\'s \"x\"\n\t\\'"#) == [.string("it's \"x\"\n\t\\"), .end])
    #expect(try kinds(#""say \"hi\"""#) == [.string(#"say "hi""#), .end])
  }

  @Test func quotedSubstitutionsStayLiteralButDoublePercentIsOnePercent() throws {
    #expect(try kinds("'%@ is 100%%'") == [.string("%@ is 100%"), .end])
  }

  @Test func integersAndFloatingNumbersWithSigns() throws {
    #expect(
      try kinds("42 -7 +3 2.5 -0.25 .5 1e3 6.02E+23") == [
        .integer(42), .integer(-7), .integer(3), .double(2.5), .double(-0.25),
        .double(0.5), .double(1000), .double(6.02e23), .end,
      ])
  }

  @Test func radixPrefixedIntegers() throws {
    #expect(try kinds("0x1F 0b101 0o17 -0x10") == [.integer(31), .integer(5), .integer(15), .integer(-16), .end])
  }

  @Test func integerTooLargeForIntBecomesDouble() throws {
    #expect(try kinds("99999999999999999999") == [.double(1e20), .end])
  }

  @Test(arguments: [
    ("%@", SubstitutionKind.object), ("%s", .object), ("%K", .keyPath),
    ("%d", .signedInteger), ("%i", .signedInteger), ("%ld", .signedInteger), ("%lld", .signedInteger),
    ("%u", .unsignedInteger), ("%lu", .unsignedInteger),
    ("%f", .floatingPoint), ("%lf", .floatingPoint), ("%g", .floatingPoint), ("%e", .floatingPoint),
  ])
  func everySubstitutionSpecifierIsRecognised(specifier: String, kind: SubstitutionKind) throws {
    let tokens = try PredicateLexer.tokenize("x == \(specifier)")
    #expect(tokens.map(\.kind) == [.keyPath(["x"]), .symbol(.equal), .substitution(kind), .end])
    #expect(tokens[2].text == specifier)
  }

  @Test func comparisonOptionsInBrackets() throws {
    #expect(try kinds("name ==[cd] 'x'") == [.keyPath(["name"]), .symbol(.equal), .options("cd"), .string("x"), .end])
  }

  @Test func bracesCommasAndParentheses() throws {
    #expect(
      try kinds("({1, 2})") == [
        .symbol(.leftParen), .symbol(.leftBrace), .integer(1), .symbol(.comma), .integer(2),
        .symbol(.rightBrace), .symbol(.rightParen), .end,
      ])
  }

  @Test func offsetsCountCharacters() throws {
    let tokens = try PredicateLexer.tokenize("é == 'ü' AND x")
    #expect(tokens.map(\.offset) == [0, 2, 5, 9, 13, 14])
  }

  @Test func emptyFormatHasOnlyTheEndToken() throws {
    #expect(try kinds("  \n ") == [.end])
  }

  @Test func unterminatedStringReportsWhereItStarted() {
    #expect(throws: PredicateFormatError.unterminatedString(format: "name == 'Blob", offset: 8, quote: "'")) {
      try PredicateLexer.tokenize("name == 'Blob")
    }
  }

  @Test func trailingBackslashLeavesStringUnterminated() {
    #expect(throws: PredicateFormatError.unterminatedString(format: #"'abc\"#, offset: 0, quote: "'")) {
      try PredicateLexer.tokenize(#"'abc\"#)
    }
  }

  @Test func unknownCharacterIsRejected() {
    #expect(
      throws: PredicateFormatError.unexpected(
        format: "age ~ 3", offset: 4, found: "~",
        expected: "a key path, value or operator")
    ) {
      try PredicateLexer.tokenize("age ~ 3")
    }
  }

  @Test func singleAmpersandIsRejected() {
    #expect(throws: PredicateFormatError.unexpected(format: "a & b", offset: 2, found: "&", expected: "\"&&\"")) {
      try PredicateLexer.tokenize("a & b")
    }
  }

  @Test func unknownSpecifierIsRejected() {
    #expect(
      throws: PredicateFormatError.unexpected(
        format: "a == %x", offset: 5, found: "%x",
        expected: "a format specifier such as %@, %K, %d or %f")
    ) {
      try PredicateLexer.tokenize("a == %x")
    }
  }

  @Test func doublePercentOutsideQuotesIsRejected() {
    let error = parseError("a == %%")
    #expect(
      error?.description
        == #"predicate "a == %%" has "%%" where a value (%% stands for a percent sign only inside quotes) was expected (offset 5)"#)
  }

  @Test func unclosedOptionsBracketIsRejected() {
    #expect(
      throws: PredicateFormatError.unexpected(
        format: "a ==[c 'x'", offset: 4, found: "[",
        expected: "comparison options such as [c], [d] or [cd]")
    ) {
      try PredicateLexer.tokenize("a ==[c 'x'")
    }
  }

  @Test func atSignWithoutNameIsRejected() {
    #expect(throws: PredicateFormatError.unexpected(format: "items.@ > 1", offset: 6, found: "@ ", expected: "a key name")) {
      try PredicateLexer.tokenize("items.@ > 1")
    }
  }

  @Test func malformedRadixNumberIsRejected() {
    #expect(
      throws: PredicateFormatError.unexpected(
        format: "a == 0xZZ", offset: 5, found: "0xZZ",
        expected: "a base-16 integer")
    ) {
      try PredicateLexer.tokenize("a == 0xZZ")
    }
  }
}
