import DarkroomLocalization
import DarkroomStrings
import DarkroomUI
import Foundation
import Testing

/// A String Catalog read by `Text` when it draws: the locale's translation, its plural form
/// chosen for the interpolated number, the number written for the locale.
@Suite struct StringCatalogSourceTests {
  static let catalog = """
    {
      "sourceLanguage": "en",
      "version": "1.0",
      "strings": {
        "%lld items": {
          "localizations": {
            "en": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } },
            "de": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%lld Artikel" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld Artikel insgesamt" } } } } }
          }
        },
        "Get Started": {
          "localizations": {
            "de": { "stringUnit": { "state": "translated", "value": "Los geht's" } }
          }
        }
      }
    }
    """

  static func strings() throws -> StringCatalogSet {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return try StringCatalogSet.load(from: folder)
  }

  private func layout(_ view: some View, locale: String) throws -> String {
    let renderer = ImageRenderer(
      content: view.environment(\.locale, Locale(identifier: locale)).environment(\.localizedStringSource, try Self.strings()))
    return try renderer.layoutDescription()
  }

  @Test func textShowsTheCatalogsTranslationForTheLocale() throws {
    #expect(try layout(Text("Get Started"), locale: "de_DE").contains("Text \"Los geht's\""))
    #expect(try layout(Text("Get Started"), locale: "en_US").contains("Text \"Get Started\""))
  }

  @Test func thePluralFormFollowsTheInterpolatedNumber() throws {
    #expect(try layout(Text("\(1) items"), locale: "en_US").contains("Text \"1 item\""))
    #expect(try layout(Text("\(3) items"), locale: "en_US").contains("Text \"3 items\""))
    #expect(try layout(Text("\(1) items"), locale: "de_DE").contains("Text \"1 Artikel\""))
    #expect(try layout(Text("\(1200) items"), locale: "de_DE").contains("Text \"1.200 Artikel insgesamt\""))
  }

  /// One numbering system per locale: the digits a view writes for an interpolated number
  /// are the digits the strings layer writes for the same key.
  @Test func viewsAndStringsWriteTheSameDigits() throws {
    let strings = try Self.strings()
    for locale in ["ar", "ar_SA", "ar_EG", "ar_MA", "fa", "hi", "bn", "mr", "ne", "my", "de_DE", "en_IN"] {
      let resolved = try strings.resolve(key: "%lld items", locale: Locale(identifier: locale), arguments: [.integer(1234)]).text
      #expect(try layout(Text("\(1234) items"), locale: locale).contains("Text \"\(resolved)\""), "\(locale): \(resolved)")
    }
    #expect(try strings.resolve(key: "%lld items", locale: Locale(identifier: "ar_SA"), arguments: [.integer(3)]).text == "٣ items")
  }
}
