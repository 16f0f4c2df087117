import DarkroomScreenshots
import Testing

/// Run languages as App Store Connect's locale shortcodes, the folder names fastlane's
/// `deliver` uploads from.
@Suite struct StoreLanguagesTests {
  func folder(_ language: String, _ naming: StoreLanguages = .appStoreConnect) throws -> String {
    try naming.folder(for: language)
  }

  @Test func languagesTakeTheirStoreListingsCode() throws {
    let expected = [
      "en": "en-US", "en-US": "en-US", "en-GB": "en-GB", "en-AU": "en-AU", "en-CA": "en-CA", "de": "de-DE", "fr": "fr-FR",
      "fr-CA": "fr-CA", "es": "es-ES", "es-MX": "es-MX", "nl": "nl-NL", "pt": "pt-BR", "pt-BR": "pt-BR", "pt-PT": "pt-PT",
      "zh-Hans": "zh-Hans", "zh-Hant": "zh-Hant", "ja": "ja", "ko": "ko", "ar": "ar-SA", "he": "he", "ru": "ru", "uk": "uk",
      "sl": "sl", "bn": "bn", "ur": "ur", "no": "no",
    ]
    for (language, code) in expected { #expect(try folder(language) == code, "\(language)") }
  }

  @Test func regionsAndOldSpellingsFindTheNearestListing() throws {
    let expected = [
      "en-IN": "en-GB", "en-IE": "en-GB", "en-NZ": "en-AU", "en-DE": "en-GB", "es-AR": "es-MX", "es-419": "es-MX",
      "pt-AO": "pt-PT", "pt-MO": "pt-PT", "zh-HK": "zh-Hant", "zh-TW": "zh-Hant", "zh-CN": "zh-Hans", "zh": "zh-Hans",
      "de-AT": "de-DE", "fr-BE": "fr-FR", "ar-EG": "ar-SA", "nb": "no", "nb-NO": "no", "iw": "he", "ja-JP": "ja", "pt_BR": "pt-BR",
    ]
    for (language, code) in expected { #expect(try folder(language) == code, "\(language)") }
  }

  @Test func pseudoLanguagesAndOverridesKeepTheirNames() throws {
    #expect(try folder("en-XA") == "en-XA")
    #expect(try folder("ar-XB") == "ar-XB")
    #expect(try folder("en", .appStoreConnect(["en": "en-GB"])) == "en-GB")
    #expect(try folder("fa", .appStoreConnect(["fa": "ar-SA"])) == "ar-SA")
    #expect(try folder("de", .runLanguages) == "de")
    #expect(throws: ScreenshotError.self) { try folder("en", .appStoreConnect(["en": "../elsewhere"])) }
    #expect(throws: ScreenshotError.self) { try folder("en", .appStoreConnect(["en": ""])) }
  }

  @Test func aLanguageWithoutAListingIsAnErrorThatSaysHowToMapIt() {
    #expect(throws: ScreenshotError.noStoreLanguage("fa", valid: StoreLanguages.codes)) { try folder("fa") }
    let message = ScreenshotError.noStoreLanguage("sr", valid: ["en-US"]).description
    #expect(message.contains("App Store Connect has no listing for the language 'sr'"))
    #expect(message.contains("ScreenshotPlan.storeLanguages"))
  }

  @Test func twoLanguagesInOneFolderAreAnError() {
    #expect(throws: ScreenshotError.self) { try StoreLanguages.appStoreConnect.folders(for: ["en", "en-US"]) }
    #expect((try? StoreLanguages.appStoreConnect.folders(for: ["en", "en-GB", "de"])) == ["en": "en-US", "en-GB": "en-GB", "de": "de-DE"])
  }
}
