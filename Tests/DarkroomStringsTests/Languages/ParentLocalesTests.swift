import DarkroomStrings
import Testing

@Suite struct ParentLocalesTests {
  func chain(_ language: String) -> [String] {
    ParentLocales.ancestors(of: LanguageTag(language)!).map(\.description)
  }

  @Test func latinAmericanSpanishGoesThroughSpanishFor419() {
    for region in ["MX", "AR", "CO", "CL", "PE", "US", "UY", "VE"] {
      #expect(chain("es-\(region)") == ["es-419", "es"])
    }
    #expect(chain("es-ES") == ["es"])
  }

  @Test func portugueseOutsideBrazilGoesThroughEuropeanPortuguese() {
    for region in ["AO", "MO", "MZ", "CV", "GW", "ST", "TL", "CH", "LU", "FR", "GQ"] {
      #expect(chain("pt-\(region)") == ["pt-PT", "pt"])
    }
    #expect(chain("pt-BR") == ["pt"])
  }

  @Test func englishGoesThroughBritishEnglishAsAppleHasIt() {
    for region in ["IN", "IE", "ZA", "SG", "HK", "PK", "NG", "KE", "MY"] {
      #expect(chain("en-\(region)") == ["en-GB", "en-001", "en"])
    }
    #expect(chain("en-AU") == ["en-GB", "en-001", "en"])
    #expect(chain("en-NZ") == ["en-AU", "en-GB", "en-001", "en"])
    #expect(chain("en-DE") == ["en-150", "en-GB", "en-001", "en"])
    #expect(chain("en-IL") == ["en-001", "en"])
    #expect(chain("en-CM") == ["en-001", "en"])
    #expect(chain("en-US") == ["en"])
  }

  @Test func traditionalChineseAndOtherScriptsNeverFallToTheirLanguage() {
    #expect(chain("zh-Hant-HK") == ["zh-Hant"])
    #expect(chain("zh-Hant-MO") == ["zh-Hant-HK", "zh-Hant"])
    #expect(chain("zh-Hans-CN") == ["zh-Hans", "zh"])
    #expect(chain("sr-Latn-RS") == ["sr-Latn"])
    #expect(chain("uz-Cyrl") == [])
  }

  @Test func norwegianAndOthersFollowCLDR() {
    #expect(chain("nb") == ["no"])
    #expect(chain("nn-NO") == ["nn", "no"])
    #expect(chain("ht") == ["fr-HT", "fr"])
    #expect(chain("hi-Latn") == ["en-IN", "en-GB", "en-001", "en"])
  }

  @Test func aliasesAreNormalizedBeforeComparing() {
    #expect(LanguageAliases.normalized(LanguageTag("zh-TW")!).description == "zh-Hant-TW")
    #expect(LanguageAliases.normalized(LanguageTag("zh-HK")!).description == "zh-Hant-HK")
    #expect(LanguageAliases.normalized(LanguageTag("zh")!).description == "zh-Hans")
    #expect(LanguageAliases.normalized(LanguageTag("English")!).description == "en")
    #expect(LanguageAliases.normalized(LanguageTag("iw-IL")!).description == "he-IL")
    #expect(LanguageAliases.normalized(LanguageTag("no-NO")!).description == "nb-NO")
  }
}
