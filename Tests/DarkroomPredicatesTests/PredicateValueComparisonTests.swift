import Foundation
import Testing
@testable import DarkroomPredicates

@Suite struct PredicateValueComparisonTests {
  // MARK: Numbers

  @Test func numbersCompareAcrossSwiftTypes() throws {
    let values = Measurements()
    #expect(try evaluate("int16 == 16 AND int32 == 32.0 AND int64 == %d", [Int64(64)], on: values))
    #expect(try evaluate("uint == %u AND uint8 < int16", [UInt(7)], on: values))
    #expect(try evaluate("float == 0.5 AND double == %f", [2.5], on: values))
    #expect(try evaluate("decimal == 19.99 AND decimal > double", on: values))
    #expect(try !evaluate("int16 == 17", on: values))
  }

  @Test func boolComparesAsZeroOrOne() throws {
    #expect(try evaluate("flag == YES AND flag == 1 AND flag == TRUE", on: Measurements()))
    #expect(try !evaluate("flag == NO", on: Measurements()))
  }

  @Test func unsignedValuesBeyondIntMaxStayExact() throws {
    #expect(try evaluate("huge == %llu", [UInt64.max], on: Measurements()))
    #expect(try evaluate("huge > %lld", [Int64.max], on: Measurements()))
    #expect(try !evaluate("huge == %llu", [UInt64.max - 1], on: Measurements()))
  }

  @Test func nanIsNeitherEqualNorOrdered() throws {
    #expect(try !evaluate("nan == nan", on: Measurements()))
    #expect(try evaluate("nan != 1", on: Measurements()))
    #expect(try !evaluate("nan < 1 OR nan >= 1", on: Measurements()))
  }

  @Test(arguments: [
    ("age < 43", true), ("age < 42", false), ("age <= 42", true), ("age =< 41", false),
    ("age > 41", true), ("age > 42", false), ("age >= 42", true), ("age => 43", false),
    ("age != 41", true), ("age <> 42", false), ("age = 42", true),
  ])
  func orderingOperators(format: String, expected: Bool) throws {
    #expect(try evaluate(format, on: makeBlob()) == expected)
  }

  @Test func betweenIsInclusive() throws {
    #expect(try evaluate("age BETWEEN {42, 50}", on: makeBlob()))
    #expect(try evaluate("age BETWEEN %@", [[1, 42]], on: makeBlob()))
    #expect(try !evaluate("age BETWEEN {43, 50}", on: makeBlob()))
  }

  @Test func betweenNeedsExactlyTwoBounds() throws {
    #expect(try !evaluate("age BETWEEN {1, 50, 60}", on: makeBlob()))
    #expect(try !evaluate("age BETWEEN 42", on: makeBlob()))
  }

  @Test func betweenWorksForDatesAndStrings() throws {
    #expect(try evaluate("birthday BETWEEN %@", [[date(0), date(1_000)]], on: makeBlob()))
    #expect(try evaluate("name BETWEEN {'A', 'C'}", on: makeBlob()))
  }

  // MARK: Strings

  @Test func stringEqualityIsExactByDefault() throws {
    #expect(try !evaluate("name == 'blob'", on: makeBlob()))
    #expect(try evaluate("name == \"Blob\"", on: makeBlob()))
  }

  @Test func caseInsensitiveEqualityIgnoresCase() throws {
    #expect(try evaluate("name ==[c] 'BLOB'", on: makeBlob()))
    #expect(try !evaluate("name !=[c] 'bLoB'", on: makeBlob()))
  }

  @Test func diacriticInsensitiveEqualityIgnoresAccents() throws {
    let chloe = Person(name: "Chloé", age: 9)
    #expect(try evaluate("name ==[d] 'Chloe'", on: chloe))
    #expect(try !evaluate("name == 'Chloe'", on: chloe))
    #expect(try !evaluate("name ==[d] 'chloe'", on: chloe))
    #expect(try evaluate("name ==[cd] 'CHLOE'", on: chloe))
  }

  @Test func normalizedOptionChangesNothing() throws {
    #expect(try evaluate("name ==[n] 'Blob'", on: makeBlob()))
  }

  @Test func canonicallyEquivalentStringsAreEqual() throws {
    #expect(try evaluate("name == %@", ["Chlo\u{65}\u{301}"], on: Person(name: "Chlo\u{e9}", age: 9)))
  }

  @Test func stringsOrderLexically() throws {
    #expect(try evaluate("name < 'Blub' AND name > 'Bla'", on: makeBlob()))
    #expect(try evaluate("name >[c] 'bla'", on: makeBlob()))
    #expect(try !evaluate("name > 'bla'", on: makeBlob()))
  }

  @Test func containsFindsSubstrings() throws {
    #expect(try evaluate("email CONTAINS '@example'", on: makeBlob()))
    #expect(try !evaluate("email CONTAINS 'EXAMPLE'", on: makeBlob()))
  }

  @Test func caseInsensitiveContainsIgnoresCase() throws {
    #expect(try evaluate("email CONTAINS[c] 'EXAMPLE'", on: makeBlob()))
  }

  @Test func beginsWithAndEndsWith() throws {
    #expect(try evaluate("name BEGINSWITH 'Bl' AND name ENDSWITH 'ob'", on: makeBlob()))
    #expect(try !evaluate("name BEGINSWITH 'bl'", on: makeBlob()))
    #expect(try evaluate("name BEGINSWITH[c] 'bL' AND name ENDSWITH[c] 'OB'", on: makeBlob()))
    #expect(try !evaluate("name ENDSWITH 'Bl'", on: makeBlob()))
  }

  @Test func diacriticInsensitivePrefixAndSuffix() throws {
    let cafe = Person(name: "Café Müller", age: 1)
    #expect(try evaluate("name BEGINSWITH[d] 'Cafe' AND name ENDSWITH[d] 'Muller'", on: cafe))
    #expect(try !evaluate("name BEGINSWITH 'Cafe'", on: cafe))
  }

  @Test func emptyNeedleIsContainedEverywhere() throws {
    #expect(try evaluate("name CONTAINS '' AND name BEGINSWITH '' AND name ENDSWITH ''", on: makeBlob()))
  }

  @Test func stringOperatorsOnNonStringsAreFalse() throws {
    #expect(try !evaluate("age CONTAINS '4'", on: makeBlob()))
    #expect(try !evaluate("email BEGINSWITH 'b'", on: Person(name: "Bob", age: 17)))
  }

  @Test func likeWildcards() throws {
    #expect(try evaluate("name LIKE 'B*'", on: makeBlob()))
    #expect(try evaluate("name LIKE 'B?o?'", on: makeBlob()))
    #expect(try evaluate("name LIKE '*'", on: makeBlob()))
    #expect(try evaluate("email LIKE '*@*.com'", on: makeBlob()))
    #expect(try !evaluate("name LIKE 'B?b'", on: makeBlob()))
    #expect(try !evaluate("name LIKE 'b*'", on: makeBlob()))
  }

  @Test func likeHonoursOptions() throws {
    #expect(try evaluate("name LIKE[c] 'b*B'", on: makeBlob()))
    #expect(try evaluate("name LIKE[cd] 'CHLO?'", on: Person(name: "Chloé", age: 9)))
  }

  @Test func likeBacktracksAcrossStars() throws {
    let person = Person(name: "abcabcabd", age: 0)
    #expect(try evaluate("name LIKE '*abd'", on: person))
    #expect(try evaluate("name LIKE 'a*c*d'", on: person))
    #expect(try !evaluate("name LIKE '*abc'", on: person))
  }

  @Test func likeBackslashMakesWildcardsLiteral() throws {
    #expect(try evaluate(#"name LIKE 'what\\?'"#, on: Person(name: "what?", age: 0)))
    #expect(try !evaluate(#"name LIKE 'what\\?'"#, on: Person(name: "whats", age: 0)))
  }

  @Test func matchesRequiresTheWholeString() throws {
    #expect(try evaluate("name MATCHES 'B[a-z]+'", on: makeBlob()))
    #expect(try !evaluate("name MATCHES 'B[a-z]'", on: makeBlob()))
    #expect(try !evaluate("name MATCHES 'lo'", on: makeBlob()))
  }

  @Test func matchesTriesEveryAlternativeAgainstTheWholeString() throws {
    #expect(try evaluate("name MATCHES 'Bl|Blob'", on: makeBlob()))
  }

  @Test func matchesHonoursCaseInsensitivity() throws {
    #expect(try evaluate("name MATCHES[c] 'blob'", on: makeBlob()))
    #expect(try !evaluate("name MATCHES 'blob'", on: makeBlob()))
  }

  @Test func invalidRegexEvaluatesFalse() throws {
    #expect(try !evaluate("name MATCHES '(unclosed'", on: makeBlob()))
    #expect(try !evaluate("name MATCHES 'a)|(b'", on: Person(name: "a)|(b", age: 0)))
  }

  // MARK: Membership

  @Test func inChecksMembershipInAnAggregate() throws {
    #expect(try evaluate("name IN {'Alice', 'Blob'}", on: makeBlob()))
    #expect(try !evaluate("name IN {'Alice', 'Bob'}", on: makeBlob()))
    #expect(try evaluate("age IN %@", [Set([41, 42])], on: makeBlob()))
  }

  @Test func inHonoursCaseInsensitivity() throws {
    #expect(try evaluate("name IN[c] {'BLOB'}", on: makeBlob()))
  }

  @Test func inWithAStringFindsASubstring() throws {
    #expect(try evaluate("name IN 'The Blob Returns'", on: makeBlob()))
    #expect(try !evaluate("name IN 'The Bob Returns'", on: makeBlob()))
  }

  @Test func containsChecksCollectionMembership() throws {
    #expect(try evaluate("tags CONTAINS 'cooking'", on: makeBlob()))
    #expect(try !evaluate("tags CONTAINS 'cook'", on: makeBlob()))
    #expect(try evaluate("tags CONTAINS[c] 'SWIFT'", on: makeBlob()))
  }

  @Test func anyTagInAList() throws {
    #expect(try evaluate("ANY tags IN {'tea', 'cooking'}", on: makeBlob()))
    #expect(try !evaluate("ANY tags IN {'tea', 'golf'}", on: makeBlob()))
  }

  // MARK: Other types

  @Test func datesCompareByInstant() throws {
    let blob = makeBlob()
    #expect(try evaluate("birthday == %@", [date(1_000)], on: blob))
    #expect(try evaluate("birthday < %@ AND birthday > %@", [date(1_001), date(999)], on: blob))
    #expect(try evaluate("birthday == CAST(1000, 'NSDate')", on: blob))
  }

  @Test func urlsAndUUIDsCompareForEquality() throws {
    let blob = makeBlob()
    #expect(try evaluate("homepage == %@", [URL(string: "https://example.com/blob") as Any], on: blob))
    #expect(try !evaluate("homepage == %@", [URL(string: "https://example.com/bob") as Any], on: blob))
    #expect(try evaluate("id != %@", [UUID()], on: blob))
  }

  @Test func differentKindsAreNeverEqual() throws {
    #expect(try !evaluate("age == '42'", on: makeBlob()))
    #expect(try !evaluate("id == %@", [blobID.uuidString], on: makeBlob()))
    #expect(try !evaluate("age < 'z'", on: makeBlob()))
  }

  @Test func dataComparesByContentNotByLength() throws {
    struct Attachment { var payload = Data([1, 2, 3]) }
    #expect(try evaluate("payload == %@", [Data([1, 2, 3])], on: Attachment()))
    #expect(try !evaluate("payload == %@", [Data([1, 2, 4])], on: Attachment()))
  }
}
