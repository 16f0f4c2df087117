import DarkroomStrings
import Foundation
import Testing

/// A substitution that repeats itself grows with every level; it must stop with an error.
@Suite struct SubstitutionGrowthTests {
  @Test func aSubstitutionRepeatingItselfIsAnErrorNamingTheFileNotGigabytes() throws {
    let repeated = String(repeating: "%#@a@", count: 1000)
    let catalog = """
      {"sourceLanguage": "en", "strings": {"%lld runs": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@a@"},
        "substitutions": {"a": {"argNum": 1, "formatSpecifier": "lld",
          "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "\(repeated)"}}}}}}}}}}}
      """
    let table = try StringCatalogReader.read(Array(catalog.utf8), from: URL(fileURLWithPath: "/app/Localizable.xcstrings"))
    let strings = StringCatalogSet(tables: [table])
    let error = try #require(throws: StringsFileError.self) {
      try strings.resolve(key: "%lld runs", locale: Locale(identifier: "en"), arguments: [.integer(2)])
    }
    #expect(error.file == "/app/Localizable.xcstrings")
    #expect(error.problem.contains("expands to more than"))
  }
}
