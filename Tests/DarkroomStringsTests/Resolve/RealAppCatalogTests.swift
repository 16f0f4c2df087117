import DarkroomStrings
import Foundation
import Testing

/// The project's own app folder (`Fixtures/RealApp`), read as an app's bundle is, with the
/// values Apple's documentation gives:
/// - the localization for a language, and its fallbacks: Apple ICU's
///   `ualoc_localizationsToUse` (its behaviour table) over CLDR's `parentLocales`, then the
///   development language ("Internationalization and Localization Guide: Language and
///   Locale IDs");
/// - every `state` ships ("Localizing and varying text with a string catalog": the state is
///   the translation's progress), and one malformed string costs only itself;
/// - App Shortcuts phrases as `stringSet` ("Adding App Shortcuts"); digits per locale as
///   Foundation formats them; plural forms by CLDR's rules.
@Suite struct RealAppCatalogTests {
  static let folder = Fixtures.folder.appendingPathComponent("RealApp")
  let strings: StringCatalogSet

  init() throws {
    strings = try StringCatalogSet.load(from: Self.folder)
  }

  func shown(_ key: String, _ locale: String, table: String? = nil, _ arguments: [StringArgument] = []) throws -> String {
    try strings.resolve(key: key, table: table, locale: Locale(identifier: locale), arguments: arguments).text
  }

  func used(_ key: String, _ locale: String) throws -> String? {
    try strings.resolve(key: key, locale: Locale(identifier: locale)).usedLanguage
  }

  @Test func regionalLanguagesFollowApplesParentLocalizations() throws {
    let expected: [(String, String, String)] = [
      ("en-GB", "Settings (UK)", "en-GB"), ("en-AU", "Settings (UK)", "en-GB"), ("en-IN", "Settings (UK)", "en-GB"),
      ("en-NZ", "Settings (UK)", "en-GB"), ("en-IE", "Settings (UK)", "en-GB"), ("en-ZA", "Settings (UK)", "en-GB"),
      ("en-US", "Settings", "en"), ("en-CA", "Settings", "en"),
      ("es-MX", "Configuración", "es-419"), ("es-AR", "Configuración", "es-419"), ("es-US", "Configuración", "es-419"),
      ("es-ES", "Ajustes", "es"), ("es", "Ajustes", "es"),
      ("pt-BR", "Configurações", "pt"), ("pt", "Configurações", "pt"), ("pt-PT", "Definições", "pt-PT"),
      ("pt-MO", "Definições", "pt-PT"), ("pt-AO", "Definições", "pt-PT"),
      ("zh-HK", "設定", "zh-Hant"), ("zh-TW", "設定", "zh-Hant"), ("zh-Hant-MO", "設定", "zh-Hant"),
      ("zh-CN", "设置", "zh-Hans"), ("zh", "设置", "zh-Hans"), ("zh-SG", "设置", "zh-Hans"),
      ("nb-NO", "Innstillinger", "nb"), ("no", "Innstillinger", "nb"), ("nn", "Innstillinger", "nb"),
      ("sr-Latn", "Settings", "en"), ("fr-CA", "Settings", "en"),
    ]
    for (locale, text, language) in expected {
      #expect(try shown("Settings", locale) == text, "\(locale)")
      #expect(try used("Settings", locale) == language, "\(locale)")
    }
  }

  @Test func aKeyMissingInTheChosenLocalizationFallsThroughItsParents() throws {
    #expect(try shown("Favorites", "es-MX") == "Favoritos")  // es-419 has none, es has
    #expect(try shown("Favorites", "en-AU") == "Favourites")
    #expect(try shown("Favorites", "zh-HK") == "最愛")
    #expect(try shown("Favorites", "pt-BR") == "Favorites")  // neither pt nor the chain: the source
    #expect(try shown("Trash", "es-MX") == "Papelera de reciclaje")
    #expect(try shown("Trash", "es-ES") == "Trash")  // es-419 is not a parent of es-ES
    let missing = try strings.resolve(key: "Trash", locale: Locale(identifier: "es-ES")).missing
    #expect(missing?.usedLanguage == "en")
  }

  @Test func everyStateShipsAsWritten() throws {
    let german: [(String, String, String)] = [
      ("Draft", "Entwurf", ""), ("Archive", "Archiv", "needs_review"), ("Inbox", "Posteingang", "new"),
      ("Outbox", "Postausgang", "machine_translated"),
    ]
    for (key, text, state) in german {
      let resolution = try strings.resolve(key: key, locale: Locale(identifier: "de-DE"))
      #expect(resolution.text == text)
      #expect(resolution.state?.rawValue == state)
    }
  }

  @Test func aMalformedStringCostsOnlyItselfAndIsReported() throws {
    #expect(try shown("Sent", "de") == "Sent")
    #expect(try shown("Spam", "de") == "Werbung")
    let warnings = strings.warnings.map { ($0.key ?? "", $0.path.joined(separator: "/")) }
    #expect(warnings.contains { $0 == ("Sent", "strings/Sent/localizations/de/stringUnit") })
    #expect(warnings.contains { $0 == ("Spam", "strings/Spam/x-review") })
    #expect(warnings.count == 2)
    #expect(strings.warnings.allSatisfy { $0.file.hasSuffix("Resources/Localizable.xcstrings") })
  }

  @Test func appShortcutsPhrasesAreRead() throws {
    let key = "Check mail in ${applicationName}"
    #expect(try shown(key, "de-AT", table: "AppShortcuts") == "Mails in ${applicationName} abrufen")
    #expect(try shown(key, "en", table: "AppShortcuts") == "Check mail in ${applicationName}")
    let phrases = strings.tables["AppShortcuts"]?.entries[key]?.localizations["de"]?.stringSet
    #expect(phrases?.values == ["Mails in ${applicationName} abrufen", "Neue Post in ${applicationName}"])
    #expect(strings.tables["AppShortcuts"]?.entries[key]?.localizations["en"]?.stringSet?.state == .new)
  }

  @Test func filesThatAreNotStringsAreSkippedAndNamed() throws {
    let skipped = strings.skippedFiles.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    #expect(skipped == ["Assets.xcstrings", "Config.xcstrings", "Sounds.xcstrings", "Stray.strings", "Notes.txt"])
    #expect(strings.skippedFiles.first { $0.path.hasSuffix("Sounds.xcstrings") }?.reason.contains("Git LFS pointer") == true)
    #expect(try shown("CFBundleDisplayName", "fr-CA", table: "InfoPlist") == "Courrier")
  }

  @Test func pluralFormsAndDigitsFollowTheLocale() throws {
    #expect(try shown("%lld unread", "en", [.integer(1)]) == "1 unread message")
    #expect(try shown("%lld unread", "ar", [.integer(0)]) == "لا رسائل غير مقروءة")
    #expect(try shown("%lld unread", "ar-SA", [.integer(3)]) == "٣ رسائل غير مقروءة")
    #expect(try shown("%lld unread", "ar", [.integer(3)]) == "3 رسائل غير مقروءة")
    #expect(try shown("%lld unread", "ar-EG", [.integer(11)]) == "١١ رسالة غير مقروءة")
    #expect(try shown("%lld unread", "pt-MO", [.integer(2)]) == "2 mensagens por ler")
    #expect(try shown("%lld unread", "pt-AO", [.integer(1)]) == "1 mensagem por ler")
    #expect(try shown("%lld unread", "pt-BR", [.integer(1)]) == "1 unread message")
  }
}
