import Foundation
import Testing
@testable import DarkroomPredicates

/// Each error is checked through its message, because that is what a
/// developer reading a log sees.
@Suite struct PredicateFormatErrorTests {
  @Test func incompleteComparisonNamesTheMissingValue() {
    #expect(parseError("name == ")?.description == #"predicate "name == " ends where a value was expected (offset 8)"#)
  }

  @Test func emptyFormatExpectsAPredicate() {
    #expect(parseError("")?.description == #"predicate "" ends where a predicate was expected (offset 0)"#)
    #expect(parseError("   ")?.description == #"predicate "   " ends where a predicate was expected (offset 3)"#)
  }

  @Test func danglingConnectiveExpectsAnotherPredicate() {
    #expect(parseError("a == 1 AND")?.description == #"predicate "a == 1 AND" ends where a predicate was expected (offset 10)"#)
  }

  @Test func unterminatedStringNamesTheOpeningQuote() {
    #expect(
      parseError("name == 'Blob")?.description
        == #"predicate "name == 'Blob" ends inside the string that starts at offset 8; a closing ' was expected"#)
  }

  @Test func unknownOperatorWordExpectsAComparisonOperator() {
    #expect(
      parseError("name EQUALS 'x'")?.description
        == #"predicate "name EQUALS 'x'" has "EQUALS" where a comparison operator was expected (offset 5)"#)
  }

  @Test func unknownOperatorCharacterIsReported() {
    #expect(
      parseError("age ~= 3")?.description == #"predicate "age ~= 3" has "~" where a key path, value or operator was expected (offset 4)"#)
  }

  @Test func trailingGarbageExpectsTheEnd() {
    #expect(
      parseError("name == 'x' foo")?.description
        == #"predicate "name == 'x' foo" has "foo" where AND, OR or the end of the predicate was expected (offset 12)"#)
  }

  @Test func unbalancedParenthesisExpectsClosingParenthesis() {
    #expect(parseError("(a == 1")?.description == #"predicate "(a == 1" ends where ")" was expected (offset 7)"#)
    #expect(
      parseError("a == 1)")?.description
        == #"predicate "a == 1)" has ")" where AND, OR or the end of the predicate was expected (offset 6)"#)
  }

  @Test func missingArgumentCountsFromOne() {
    #expect(parseError("age > %d")?.description == #"argument 1 of "age > %d" is missing"#)
    #expect(parseError("name == %@ AND age > %d", ["Blob"])?.description == #"argument 2 of "name == %@ AND age > %d" is missing"#)
  }

  @Test func keyPathArgumentMustBeAString() {
    #expect(parseError("%K == 1", [7])?.description == #"argument 1 of "%K == 1" for %K must be a String key path, but is Int"#)
  }

  @Test func keyPathArgumentMustNotHaveEmptyComponents() {
    #expect(
      parseError("%K == 1", ["a..b"])?.description
        == #"argument 1 of "%K == 1" for %K must be a key path without empty components, but is String"#)
  }

  @Test func integerSpecifierRejectsNonIntegers() {
    #expect(parseError("age > %ld", ["3"])?.description == #"argument 1 of "age > %ld" for %ld must be an integer, but is String"#)
    #expect(
      parseError("age > %d", [Decimal(string: "2.5") ?? 0])?.description
        == #"argument 1 of "age > %d" for %d must be an integer, but is Decimal"#)
  }

  @Test func unsignedSpecifierRejectsNegativeIntegers() {
    #expect(parseError("age > %u", [-1])?.description == #"argument 1 of "age > %u" for %u must be a non-negative integer, but is Int"#)
  }

  @Test func floatingSpecifierRejectsNil() {
    #expect(
      parseError("score > %f", [Optional<Double>.none as Any])?.description
        == #"argument 1 of "score > %f" for %f must be a number, but is nil"#)
  }

  @Test func unknownOptionLetterIsReported() {
    #expect(
      parseError("name ==[x] 'a'")?.description
        == #"predicate "name ==[x] 'a'" has "[x]" where comparison options made of c, d and n was expected (offset 7)"#)
  }

  @Test func unknownCollectionOperatorIsReported() {
    #expect(
      parseError("items.@median > 1")?.description
        == #"predicate "items.@median > 1" has "@median" where a collection operator (@count, @sum, @avg, @min or @max) was expected (offset 0)"#
    )
  }

  @Test func countMustEndTheKeyPath() {
    #expect(
      parseError("items.@count.name > 1")?.description
        == #"predicate "items.@count.name > 1" has "items.@count.name" where @count at the end of the key path was expected (offset 0)"#)
  }

  @Test func quantifierWithoutKeyPathIsReported() {
    #expect(parseError("ANY")?.description == #"predicate "ANY" ends where a key path was expected (offset 3)"#)
  }

  @Test func castOnlyUnderstandsDates() {
    #expect(
      parseError("a == CAST(1, 'NSNumber')")?.description
        == #"predicate "a == CAST(1, 'NSNumber')" has "'NSNumber'" where the type name "NSDate" was expected (offset 13)"#)
  }

  @Test func aggregateMustBeClosed() {
    #expect(parseError("a IN {1, 2")?.description == #"predicate "a IN {1, 2" ends where "," or "}" was expected (offset 10)"#)
  }

  @Test func quotesInsideTheFormatAreEscapedInMessages() {
    #expect(
      parseError(#"name == "Blob"#)?.description
        == #"predicate "name == \"Blob" ends inside the string that starts at offset 8; a closing " was expected"#)
  }

  @Test func nestingTooDeepNamesTheLimit() {
    let format = String(repeating: "(", count: 101) + "a == 1"
    #expect(
      parseError(format)?.description
        == "predicate \"\(format)\" nests deeper than 100 levels, where a shallower predicate was expected (offset 100)")
  }

  @Test func errorsAreEquatableAndCarryTheirParts() {
    #expect(parseError("age >") == .unexpectedEnd(format: "age >", offset: 5, expected: "a value"))
  }
}
