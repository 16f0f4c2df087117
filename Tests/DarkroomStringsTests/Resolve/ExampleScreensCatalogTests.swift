import DarkroomStrings
import Foundation
import Testing

/// The example screens' String Catalog, which the screenshot runs and the layout lint use.
@Suite struct ExampleScreensCatalogTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/LocalizedScreens/Sources/Recorder/Resources")

  let strings: StringCatalogSet

  init() throws {
    strings = try StringCatalogSet.load(from: Self.folder)
  }

  @Test func coversTheFiveLanguages() {
    #expect(strings.languages == ["ar", "de", "en", "es", "ja"])
  }

  @Test func onlyPrivacyIsMissingAndOnlyInSpanish() {
    #expect(strings.missingTranslations(for: Locale(identifier: "es")).map(\.key) == ["Privacy"])
    for language in ["ja", "de", "ar", "en"] {
      #expect(strings.missingTranslations(for: Locale(identifier: language)).isEmpty, "\(language)")
    }
  }

  @Test func theGermanButtonIsFarLongerThanTheEnglish() throws {
    let german = try strings.resolve(key: "Get Started", locale: Locale(identifier: "de")).text
    #expect(german.count >= 4 * "Get Started".count)
  }

  @Test func theRecordingCountTakesEachLanguagesPluralForms() throws {
    let arabic = try [0, 1, 2, 3, 11, 100].map {
      try strings.resolve(key: "%lld recordings", locale: Locale(identifier: "ar-SA"), arguments: [.integer($0)]).text
    }
    #expect(arabic == ["لا تسجيلات", "تسجيل واحد", "تسجيلان", "٣ تسجيلات", "١١ تسجيلًا", "١٠٠ تسجيل"])
    // Arabic with no region writes Latin digits, as Foundation (and so a view) does.
    #expect(try strings.resolve(key: "%lld recordings", locale: Locale(identifier: "ar"), arguments: [.integer(11)]).text == "11 تسجيلًا")
    #expect(try strings.resolve(key: "%lld recordings", locale: Locale(identifier: "es"), arguments: [.integer(1_000_000)]).text
      == "1.000.000 de grabaciones")
  }
}
