import DarkroomStrings
import Foundation
import Testing

/// Which argument a `%#@name@` token stands for when the catalog does not say, and how the
/// conversions around it keep their arguments.
@Suite struct SubstitutionNumberingTests {
  func strings(_ catalog: String) throws -> StringCatalogSet {
    let table = try StringCatalogReader.read(Array(catalog.utf8), from: URL(fileURLWithPath: "/project/Localizable.xcstrings"))
    return StringCatalogSet(tables: [table])
  }

  @Test func aTokenWithoutArgNumStandsForTheArgumentAtItsPosition() throws {
    let set = try strings(
      #"""
      {"sourceLanguage":"en","strings":{"%@ ate %lld apples today!":{"localizations":{"en":{
        "stringUnit":{"state":"translated","value":"%@ ate %#@apples@ today!"},
        "substitutions":{"apples":{"formatSpecifier":"lld","variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"one apple"}},
          "other":{"stringUnit":{"state":"translated","value":"%arg apples"}}}}}}}}}}}
      """#)
    let locale = Locale(identifier: "en")
    #expect(try set.resolve(key: "%@ ate %lld apples today!", locale: locale, arguments: [.string("Bo"), .integer(1)]).text == "Bo ate one apple today!")
    #expect(try set.resolve(key: "%@ ate %lld apples today!", locale: locale, arguments: [.string("Bo"), .integer(12)]).text == "Bo ate 12 apples today!")
    #expect(set.format(forKey: "%@ ate %lld apples today!", table: nil, locale: locale, arguments: [.string("Bo"), .integer(12)])
      == "%1$@ ate %2$lld apples today!")
  }

  @Test func aFormWithoutANumberDoesNotShiftTheArgumentsAfterIt() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>%d photos in %@</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@photos@ in %@</string>
          <key>photos</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>zero</key><string>No photos</string>
            <key>other</key><string>%d photos</string>
          </dict>
        </dict>
      </dict></plist>
      """, to: folder.appendingPathComponent("en.lproj/Localizable.stringsdict"))
    let set = try StringCatalogSet.load(from: folder)
    let locale = Locale(identifier: "en")
    #expect(try set.resolve(key: "%d photos in %@", locale: locale, arguments: [.integer(0), .string("Lisbon")]).text == "No photos in Lisbon")
    #expect(try set.resolve(key: "%d photos in %@", locale: locale, arguments: [.integer(4), .string("Lisbon")]).text == "4 photos in Lisbon")
  }
}
