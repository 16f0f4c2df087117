import DarkroomStrings
import Foundation
import Testing

@Suite struct PseudoLanguageTests {
  @Test func accentedMarksEveryLetterAndBracketsTheText() {
    let text = PseudoLanguage.accented.transform("Save %lld items")
    #expect(text == "[Šåṽé %lld îţéɱš]")
    #expect(!text.contains { $0.isASCII && $0.isLetter && !"lld".contains($0) })
  }

  @Test func accentedLeavesSubstitutionTokensAndPositionsAlone() {
    #expect(PseudoLanguage.accented.transform("%1$@ has %2$#@photos@") == "[%1$@ ĥåš %2$#@photos@]")
  }

  @Test func expandedGrowsByFortyPercent() {
    let text = PseudoLanguage.expanded.transform("Settings")
    #expect(text == "Settings Set")
    #expect(text.count >= Int((Double("Settings".count) * 1.4).rounded(.up)))
    #expect(PseudoLanguage.expanded.transform("Save %lld items").hasPrefix("Save %lld items "))
  }

  @Test func expandedGrowsToTheLongestTranslationWhenThatIsLonger() {
    let text = PseudoLanguage.expanded.transform("Save", longestTranslation: 20)
    #expect(text.count == 20)
    #expect(text.hasPrefix("Save "))
  }

  @Test func rightToLeftOverridesEachRunOfText() {
    #expect(PseudoLanguage.rightToLeft.transform("Hi %@!") == "\u{202E}Hi \u{202C}%@\u{202E}!\u{202C}")
  }

  @Test func pseudoLanguagesHaveTagsAndAreFoundByThem() {
    for pseudo in PseudoLanguage.allCases {
      #expect(PseudoLanguage(tag: pseudo.tag) == pseudo)
    }
    #expect(PseudoLanguage.accented.tag.description == "en-XA")
    #expect(PseudoLanguage(tag: LanguageTag("en-US")!) == nil)
  }

  @Test func transformsAreDeterministic() {
    for pseudo in PseudoLanguage.allCases {
      #expect(pseudo.transform("Welcome back, %@") == pseudo.transform("Welcome back, %@"))
    }
  }

  @Test func resolvingAPseudoLanguageRewritesTheDevelopmentText() throws {
    let strings = try Fixtures.appStrings()
    let accented = try strings.resolve(key: "%lld items", locale: Locale(identifier: "en-XA"), arguments: [.integer(1000)])
    #expect(accented.text == "[1,000 îţéɱš]")
    #expect(accented.pseudoLanguage == .accented)
    #expect(!accented.fellBack)
    let expanded = try strings.resolve(key: "Save", locale: Locale(identifier: "en-XL"))
    #expect(expanded.text.count == "Speichern".count)
    #expect(expanded.text.hasPrefix("Save "))
    let rtl = try strings.resolve(key: "Save", locale: Locale(identifier: "ar-XB"))
    #expect(rtl.isRightToLeft)
    #expect(rtl.text == "\u{202E}Save\u{202C}")
    #expect(strings.missingTranslations(for: Locale(identifier: "en-XA")).isEmpty)
  }
}
