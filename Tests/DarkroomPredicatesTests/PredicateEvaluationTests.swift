import Foundation
import Testing
@testable import DarkroomPredicates

@Suite struct PredicateEvaluationTests {
  @Test func equalityOnAStoredProperty() throws {
    #expect(try evaluate("name == 'Blob'", on: makeBlob()))
    #expect(try !evaluate("name == 'Alice'", on: makeBlob()))
  }

  @Test func propertyOfASuperclassIsFound() throws {
    #expect(try evaluate("id == %@", [blobID], on: makeBlob()))
    #expect(try !evaluate("id == %@", [UUID()], on: makeBlob()))
  }

  @Test func andRequiresBothSides() throws {
    #expect(try evaluate("name == 'Blob' AND age > 40", on: makeBlob()))
    #expect(try !evaluate("name == 'Blob' AND age > 50", on: makeBlob()))
  }

  @Test func orRequiresEitherSide() throws {
    #expect(try evaluate("name == 'Nobody' OR age > 40", on: makeBlob()))
    #expect(try !evaluate("name == 'Nobody' OR age > 50", on: makeBlob()))
  }

  @Test func notNegates() throws {
    #expect(try evaluate("NOT name == 'Alice'", on: makeBlob()))
    #expect(try !evaluate("!(name == 'Blob')", on: makeBlob()))
    #expect(try evaluate("NOT NOT name == 'Blob'", on: makeBlob()))
  }

  @Test func precedenceDecidesTheResult() throws {
    // Read as (false AND false) OR true; with OR binding tighter it would be false.
    #expect(try evaluate("age < 0 AND age > 100 OR name == 'Blob'", on: makeBlob()))
    #expect(try !evaluate("age < 0 AND (age > 100 OR name == 'Blob')", on: makeBlob()))
  }

  @Test func truePredicateAndFalsePredicateIgnoreTheObject() throws {
    #expect(try evaluate("TRUEPREDICATE", on: nil))
    #expect(try !evaluate("FALSEPREDICATE", on: makeBlob()))
  }

  @Test func dottedKeyPathFollowsEachComponent() throws {
    let carol = Person(name: "Carol", age: 70)
    let bob = Person(name: "Bob", age: 17, friends: [carol])
    #expect(try evaluate("ANY friends.name == 'Carol'", on: bob))
    #expect(try evaluate("SELF.name == 'Bob'", on: bob))
  }

  @Test func keyPathThroughArrayGivesArray() throws {
    #expect(try evaluate("friends.name == {'Alice', 'Bob'}", on: makeBlob()))
  }

  @Test func anyIsTrueWhenOneElementMatches() throws {
    #expect(try evaluate("ANY friends.age < 18", on: makeBlob()))
    #expect(try evaluate("SOME tags == 'cooking'", on: makeBlob()))
    #expect(try !evaluate("ANY friends.age > 60", on: makeBlob()))
  }

  @Test func allIsTrueWhenEveryElementMatches() throws {
    #expect(try evaluate("ALL friends.age > 10", on: makeBlob()))
    #expect(try !evaluate("ALL friends.age > 20", on: makeBlob()))
  }

  @Test func allOverAnEmptyCollectionIsTrue() throws {
    #expect(try evaluate("ALL friends.age > 1000", on: Person(name: "Loner", age: 1)))
  }

  @Test func noneIsTrueWhenNoElementMatches() throws {
    #expect(try evaluate("NONE friends.age > 60", on: makeBlob()))
    #expect(try !evaluate("NONE friends.age < 18", on: makeBlob()))
  }

  @Test func anyOverTwoToManyHopsFlattensTheResult() throws {
    #expect(try evaluate("ANY friends.friends.name == 'Carol'", on: makeBlob()))
    #expect(try !evaluate("ANY friends.friends.name == 'Dave'", on: makeBlob()))
  }

  @Test func anyWithNilElementsMatchesNil() throws {
    #expect(try evaluate("ANY friends.email == nil", on: makeBlob()))
    #expect(try !evaluate("ALL friends.email != nil", on: makeBlob()))
  }

  @Test func countOfACollection() throws {
    #expect(try evaluate("friends.@count == 2", on: makeBlob()))
    #expect(try evaluate("tags.@count > 0", on: makeBlob()))
    #expect(try !evaluate("friends.@count > 0", on: Person(name: "Loner", age: 1)))
  }

  @Test func sumAverageMinAndMaxOverElementKeys() throws {
    let blob = makeBlob()
    #expect(try evaluate("friends.@sum.age == 47", on: blob))
    #expect(try evaluate("friends.@avg.age == 23.5", on: blob))
    #expect(try evaluate("friends.@min.age == 17", on: blob))
    #expect(try evaluate("friends.@max.age == 30", on: blob))
    #expect(try evaluate("friends.@max.name == 'Bob'", on: blob))
  }

  @Test func aggregateOperatorsOverPlainValues() throws {
    let diary = Diary()
    #expect(try evaluate("pages.@sum == 14", on: diary))
    #expect(try evaluate("pages.@max == 5 AND pages.@min == 1", on: diary))
    #expect(try evaluate("prices.@sum == %@", [Decimal(string: "0.30") ?? 0], on: diary))
  }

  @Test func aggregatesOfAnEmptyCollection() throws {
    let diary = Diary()
    #expect(try evaluate("nothing.@sum == 0", on: diary))
    #expect(try evaluate("nothing.@avg == nil AND nothing.@max == nil", on: diary))
  }

  @Test func nilEqualsOnlyNil() throws {
    let bob = Person(name: "Bob", age: 17)
    #expect(try evaluate("email == nil", on: bob))
    #expect(try !evaluate("email != nil", on: bob))
    #expect(try evaluate("email != nil", on: makeBlob()))
    #expect(try !evaluate("email == NULL", on: makeBlob()))
  }

  @Test func orderingAgainstNilIsFalse() throws {
    let bob = Person(name: "Bob", age: 17)
    #expect(try !evaluate("birthday < %@", [Date.distantFuture], on: bob))
    #expect(try !evaluate("birthday >= %@", [Date.distantPast], on: bob))
    #expect(try evaluate("birthday != %@", [Date.distantPast], on: bob))
    #expect(try !evaluate("age < nil", on: bob))
  }

  @Test func missingKeyReadsAsNil() throws {
    #expect(try evaluate("shoeSize == nil", on: makeBlob()))
    #expect(try !evaluate("shoeSize > 3", on: makeBlob()))
  }

  @Test func nilObjectMakesEveryKeyNil() throws {
    #expect(try evaluate("name == nil", on: nil))
    #expect(try evaluate("SELF == nil", on: nil))
  }

  @Test func selfComparesTheObjectItself() throws {
    #expect(try evaluate("SELF BEGINSWITH 'Bl'", on: "Blob"))
    #expect(try evaluate("SELF IN %@", [["a", "Blob"]], on: "Blob"))
  }

  @Test func selfMatchesTheSameInstanceOnly() throws {
    let blob = makeBlob()
    #expect(try evaluate("SELF == %@", [blob], on: blob))
    #expect(try !evaluate("SELF == %@", [makeBlob()], on: blob))
  }

  @Test func collectionContainsAnInstance() throws {
    let blob = makeBlob()
    let alice = blob.friends[0]
    #expect(try evaluate("friends CONTAINS %@", [alice], on: blob))
    #expect(try !evaluate("friends CONTAINS %@", [Person(name: "Alice", age: 30)], on: blob))
  }

  @Test func keyPathArgumentIsReadFromTheObject() throws {
    #expect(try evaluate("%K == %@", ["name", "Blob"], on: makeBlob()))
    #expect(try evaluate("%K > %K", ["age", "friends.@count"], on: makeBlob()))
  }

  @Test func aggregateElementsMayBeKeyPaths() throws {
    #expect(try evaluate("42 IN {age, 0}", on: makeBlob()))
    #expect(try evaluate("age BETWEEN {friends.@count, 100}", on: makeBlob()))
  }

  @Test func enumAttributesCompareByRawValue() throws {
    #expect(try evaluate("mood == 'happy'", on: Diary()))
    #expect(try evaluate("mood == %@", [Mood.happy], on: Diary()))
    #expect(try !evaluate("mood == %@", [Mood.grumpy], on: Diary()))
  }

  @Test func setAttributesSupportMembershipAndCount() throws {
    #expect(try evaluate("moods CONTAINS 'calm' AND moods.@count == 2", on: Diary()))
    #expect(try evaluate("ANY moods == 'busy'", on: Diary()))
  }

  @Test func lookupIsCalledOncePerKeyComponent() throws {
    var keys: [String] = []
    let predicate = try PredicateFormat("friends.name == %@", arguments: [["Alice", "Bob"]])
    let result = predicate.evaluate(with: makeBlob()) { object, key in
      keys.append(key)
      return lookup(object, key)
    }
    #expect(result)
    #expect(keys == ["friends", "name", "name"])
  }
}
