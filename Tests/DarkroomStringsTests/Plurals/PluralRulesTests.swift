import DarkroomStrings
import Testing

@Suite struct PluralRulesTests {
  @Test func englishSeparatesOneFromOther() throws {
    let rules = try PluralRules(localeIdentifier: "en")
    #expect(rules.categories == [.one, .other])
    #expect(try rules.category(for: 0) == .other)
    #expect(try rules.category(for: 1) == .one)
    #expect(try rules.category(for: 2) == .other)
  }

  @Test func englishOneWithAVisibleFractionIsOther() throws {
    let rules = try PluralRules(localeIdentifier: "en")
    #expect(try rules.category(for: 1.0, fractionDigits: 0) == .one)
    #expect(try rules.category(for: 1.0, fractionDigits: 1) == .other)
  }

  @Test func arabicUsesAllSixCategories() throws {
    let rules = try PluralRules(localeIdentifier: "ar")
    #expect(rules.categories == PluralCategory.allCases)
    let expected: [(Int, PluralCategory)] = [
      (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (103, .few),
      (11, .many), (99, .many), (111, .many), (100, .other), (102, .other),
    ]
    for (value, category) in expected {
      #expect(try rules.category(for: value) == category, "ar \(value)")
    }
  }

  @Test func russianEndingsChooseOneFewMany() throws {
    let rules = try PluralRules(localeIdentifier: "ru")
    #expect(rules.categories == [.one, .few, .many, .other])
    let expected: [(Int, PluralCategory)] = [
      (1, .one), (21, .one), (101, .one), (2, .few), (4, .few), (22, .few),
      (0, .many), (5, .many), (11, .many), (12, .many), (14, .many), (111, .many),
    ]
    for (value, category) in expected {
      #expect(try rules.category(for: value) == category, "ru \(value)")
    }
    #expect(try rules.category(for: 1.5, fractionDigits: 1) == .other)
  }

  @Test func polishOneIsOnlyOneAndTeensAreMany() throws {
    let rules = try PluralRules(localeIdentifier: "pl")
    #expect(rules.categories == [.one, .few, .many, .other])
    let expected: [(Int, PluralCategory)] = [
      (1, .one), (2, .few), (3, .few), (22, .few), (0, .many), (5, .many), (12, .many),
      (21, .many), (112, .many),
    ]
    for (value, category) in expected {
      #expect(try rules.category(for: value) == category, "pl \(value)")
    }
    #expect(try rules.category(for: 2.5, fractionDigits: 1) == .other)
  }

  @Test func japaneseHasOnlyOther() throws {
    let rules = try PluralRules(localeIdentifier: "ja")
    #expect(rules.categories == [.other])
    for value in [0, 1, 2, 5, 100] {
      #expect(try rules.category(for: value) == .other)
    }
  }

  @Test func regionalIdentifiersUseTheLanguagesRules() throws {
    #expect(try PluralRules(localeIdentifier: "pt_BR").category(for: 0) == .one)
    #expect(try PluralRules(localeIdentifier: "ru-RU").category(for: 3) == .few)
  }

  @Test func aValueThatIsNoLanguageIsATypedError() {
    #expect(throws: ICUError.self) { try PluralRules(localeIdentifier: "1234") }
    do {
      _ = try PluralRules(localeIdentifier: "")
      Issue.record("expected an error")
    } catch {
      #expect(error.subject == "")
      #expect(error.description.contains("ICU could not"))
    }
  }

  @Test func rulesAreSafeToShareBetweenTasks() async throws {
    let rules = try PluralRules(localeIdentifier: "ru")
    let results = await withTaskGroup(of: PluralCategory?.self) { group in
      for _ in 0..<32 { group.addTask { try? rules.category(for: 3) } }
      var all: [PluralCategory?] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.allSatisfy { $0 == .few })
  }
}
