import DarkroomStrings
import Testing

@Suite struct PluralRulesTests {
  @Test func englishHasOneAndOther() throws {
    let rules = try PluralRules(localeIdentifier: "en")
    #expect(rules.categories == [.one, .other])
    #expect(try rules.category(for: 1) == .one)
  }
}
