import Foundation
import Testing
import DarkroomPredicates

/// The public surface only: no `@testable` here, so these tests break if
/// something callers rely on stops being public.
@Suite struct PredicateFormatTests {
  @Test func parsesAndEvaluatesThroughThePublicAPI() throws {
    let predicate = try PredicateFormat("name == %@ AND age > %d", arguments: ["Blob", 3])
    #expect(predicate.evaluate(with: makeBlob(), value: lookup))
    #expect(!predicate.evaluate(with: Person(name: "Blob", age: 2), value: lookup))
  }

  @Test func formatIsTheNormalisedText() throws {
    let predicate = try PredicateFormat("name == 'Blob' and age > 3", arguments: [])
    #expect(predicate.format == #"name == "Blob" AND age > 3"#)
    #expect(predicate.description == predicate.format)
    #expect("\(predicate)" == predicate.format)
  }

  @Test func argumentsDefaultToNone() throws {
    #expect(try PredicateFormat("age > 3").evaluate(with: makeBlob(), value: lookup))
  }

  @Test func samePredicateTextGivesEqualValues() throws {
    #expect(try PredicateFormat("a == %d", arguments: [1]) == PredicateFormat("a = 1"))
    #expect(try PredicateFormat("a == 1") != PredicateFormat("a == 2"))
    #expect(try Set([PredicateFormat("a == 1"), PredicateFormat("a = 1")]).count == 1)
  }

  @Test func errorsAreTypedAndDescriptive() {
    do {
      _ = try PredicateFormat("age > %d", arguments: [])
      Issue.record("expected an error")
    } catch {
      let typed: PredicateFormatError = error
      #expect(typed == .missingArgument(format: "age > %d", index: 1))
      #expect(typed.description == #"argument 1 of "age > %d" is missing"#)
    }
  }

  @Test func predicateCanBeEvaluatedOnAnotherTask() async throws {
    let predicate = try PredicateFormat("ANY friends.name ==[c] %@", arguments: ["ALICE"])
    let found = await Task.detached {
      predicate.evaluate(with: makeBlob(), value: lookup)
    }.value
    #expect(found)
  }

  @Test func lookupClosureDecidesWhatKeysMean() throws {
    let predicate = try PredicateFormat("title BEGINSWITH 'Dr'")
    let dictionary = ["title": "Dr. Blob"]
    #expect(predicate.evaluate(with: dictionary) { object, key in (object as? [String: String])?[key] })
    #expect(!predicate.evaluate(with: dictionary) { _, _ in nil })
  }

  @Test(arguments: [
    "", "(", ")", "name", "name ==", "== 1", "'", "\"", "%", "%K", "{", "a IN {", "a == {1,", "NOT",
    "ANY", "a ==[", "a ==[c", "a ==[]", "CAST(", "a == CAST(1,", "a.@", "a.", "#", "@", "1e", "0x",
    "-", "a == -", "a == 1 AND", "a BETWEEN", "\\", "a == 'x\\", "!", "&&", "||", "a == %@ %@",
  ])
  func malformedInputThrowsInsteadOfTrapping(format: String) {
    #expect(throws: PredicateFormatError.self) {
      try PredicateFormat(format, arguments: [])
    }
  }
}
