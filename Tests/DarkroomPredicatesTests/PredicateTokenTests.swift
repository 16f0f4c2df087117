import Testing
@testable import DarkroomPredicates

@Suite struct PredicateTokenTests {
  @Test func keywordsMatchRegardlessOfCase() {
    #expect(PredicateKeyword(word: "beginsWith") == .beginsWith)
    #expect(PredicateKeyword(word: "TruePredicate") == .truePredicate)
    #expect(PredicateKeyword(word: "between") == .between)
  }

  @Test func synonymsFoldToOneKeyword() {
    #expect(PredicateKeyword(word: "yes") == .true)
    #expect(PredicateKeyword(word: "No") == .false)
    #expect(PredicateKeyword(word: "NULL") == .nil)
  }

  @Test func ordinaryWordsAreNotKeywords() {
    #expect(PredicateKeyword(word: "name") == nil)
    #expect(PredicateKeyword(word: "ANDY") == nil)
  }
}
