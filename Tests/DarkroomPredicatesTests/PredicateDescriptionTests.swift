import Foundation
import Testing
@testable import DarkroomPredicates

@Suite struct PredicateDescriptionTests {
  private func format(_ text: String, _ arguments: [Any] = []) throws -> String {
    try PredicateFormat(text, arguments: arguments).format
  }

  @Test func spellingsAreNormalised() throws {
    #expect(try format("name = 'Blob' and age > %d", [3]) == #"name == "Blob" AND age > 3"#)
    #expect(try format("a <> 1 || b =< 2 && !(c => 3)") == "a != 1 OR (b <= 2 AND NOT c >= 3)")
  }

  @Test func keywordsAreUppercased() throws {
    #expect(try format("name beginswith[CD] 'x' or tags contains 'y'") == #"name BEGINSWITH[cd] "x" OR tags CONTAINS "y""#)
  }

  @Test func nestedCompoundsKeepTheirParentheses() throws {
    #expect(try format("(a == 1 OR b == 2) AND NOT (c == 3 AND d == 4)") == "(a == 1 OR b == 2) AND NOT (c == 3 AND d == 4)")
  }

  @Test func quantifiersOptionsAndAggregates() throws {
    #expect(
      try format("any tags ==[c] 'x' AND age between {1, 2.5} AND ALL friends.age > 1 AND NONE tags IN {}")
        == #"ANY tags ==[c] "x" AND age BETWEEN {1, 2.5} AND ALL friends.age > 1 AND NONE tags IN {}"#)
  }

  @Test func literalsPrintInCanonicalForm() throws {
    #expect(try format("a == yes OR b == null OR TRUEPREDICATE") == "a == TRUE OR b == nil OR TRUEPREDICATE")
  }

  @Test func substitutedValuesArePrinted() throws {
    #expect(
      try format("%K IN %@ AND d == %@ AND n == %@", ["tag", ["a", 1], date(5), Optional<Int>.none as Any])
        == #"tag IN {"a", 1} AND d == CAST(5.0, "NSDate") AND n == nil"#)
  }

  @Test func stringsAreEscaped() throws {
    #expect(try format("a == %@", ["say \"hi\"\n\\ 100%"]) == #"a == "say \"hi\"\n\\ 100%%""#)
  }

  @Test func dataPrintsAsHex() throws {
    #expect(try PredicateFormat("payload == %@", arguments: [Data([0, 171, 16])]).format == "payload == <00ab10>")
  }

  @Test func reservedWordKeysAreEscaped() throws {
    #expect(try format("%K == 1", ["in"]) == "#in == 1")
  }

  @Test func collectionOperatorsArePrinted() throws {
    #expect(try format("friends.@count > 0 AND SELF.items.@sum.price < 10") == "friends.@count > 0 AND items.@sum.price < 10")
  }

  @Test(arguments: [
    "name ==[cd] \"Blob\" AND (age < 3 OR age >= 65)",
    "NOT ANY friends.name IN {\"a\", \"b\"} OR tags.@count == 0",
    "birthday BETWEEN {CAST(0.0, \"NSDate\"), CAST(86400.0, \"NSDate\")}",
    "#in LIKE[c] \"*100%%*\" AND email MATCHES \"[a-z]+@x\\\\.com\"",
    "x == -2.5e-07 OR y == 9223372036854775807",
  ])
  func printedFormatParsesBackToTheSamePredicate(text: String) throws {
    let original = try PredicateFormat(text)
    let reparsed = try PredicateFormat(original.format)
    #expect(reparsed == original)
    #expect(reparsed.format == original.format)
  }
}
