import DarkroomStrings
import Testing

@Suite struct LanguageFallbackTests {
  @Test func regionFallsBackToLanguageThenDevelopmentLanguage() {
    let tag = LanguageTag("pt-BR")!
    #expect(LanguageFallback.chain(for: tag, available: ["en", "pt", "de"], developmentLanguage: "en") == ["pt", "en"])
    #expect(LanguageFallback.chain(for: tag, available: ["en", "pt-BR", "pt"], developmentLanguage: "en") == ["pt-BR", "pt", "en"])
    #expect(LanguageFallback.chain(for: tag, available: ["en", "de"], developmentLanguage: "en") == ["en"])
  }

  @Test func chineseRegionsFindTheirScript() {
    let available = ["zh-Hans", "zh-Hant", "en"]
    #expect(LanguageFallback.chain(for: LanguageTag("zh-TW")!, available: available, developmentLanguage: "en") == ["zh-Hant", "en"])
    #expect(LanguageFallback.chain(for: LanguageTag("zh-HK")!, available: available, developmentLanguage: "en") == ["zh-Hant", "en"])
    #expect(LanguageFallback.chain(for: LanguageTag("zh-CN")!, available: available, developmentLanguage: "en") == ["zh-Hans", "en"])
    #expect(LanguageFallback.chain(for: LanguageTag("zh-Hant-TW")!, available: available, developmentLanguage: "en") == ["zh-Hant", "en"])
  }

  @Test func aBareLanguageFindsItsLikelyRegionsFolder() {
    #expect(LanguageFallback.chain(for: LanguageTag("pt")!, available: ["pt-BR", "en"], developmentLanguage: "en") == ["pt-BR", "en"])
  }

  @Test func underscoreAndLegacyFolderNamesMatch() {
    #expect(LanguageFallback.chain(for: LanguageTag("pt-BR")!, available: ["pt_BR", "en"], developmentLanguage: "en") == ["pt_BR", "en"])
    #expect(LanguageFallback.chain(for: LanguageTag("de-AT")!, available: ["German", "English"], developmentLanguage: "en") == ["German", "English"])
    #expect(LanguageFallback.chain(for: LanguageTag("fr")!, available: ["en", "Base"], developmentLanguage: "en") == ["en", "Base"])
  }

  @Test func tagsParseAndPrintInBCP47Form() {
    #expect(LanguageTag("pt_BR")?.description == "pt-BR")
    #expect(LanguageTag("ZH-hant-tw")?.description == "zh-Hant-TW")
    #expect(LanguageTag("es-419")?.region == "419")
    #expect(LanguageTag("en_US@calendar=gregorian")?.description == "en-US")
    #expect(LanguageTag("") == nil)
    #expect(LanguageTag("1234") == nil)
  }

  @Test func likelySubtagsComeFromCLDR() {
    #expect(LanguageTag("zh-TW")!.maximized.description == "zh-Hant-TW")
    #expect(LanguageTag("ja")!.maximized.description == "ja-Jpan-JP")
    #expect(LanguageTag("ar")!.isRightToLeft)
    #expect(LanguageTag("he")!.isRightToLeft)
    #expect(!LanguageTag("de")!.isRightToLeft)
  }
}
