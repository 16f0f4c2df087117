import DarkroomStrings
import Testing

/// The behaviour table Apple's ICU publishes in `ualoc.h` for `ualoc_localizationsToUse`:
/// for each set of `.lproj` folders, the localizations each preferred language is given.
/// Every cell's first localization is checked, and the whole list where the table shows more
/// than one.
@Suite struct LocalizationMatcherTests {
  /// One row of the table: the language, and per folder set the answer (`a,b` for a list).
  typealias Row = (language: String, answers: [String])

  func check(_ sets: [[String]], _ rows: [Row], sourceLocation: SourceLocation = #_sourceLocation) {
    for row in rows {
      for (set, answer) in zip(sets, row.answers) {
        let expected = answer.split(separator: ",").map(String.init)
        let actual = LocalizationMatcher.localizations(for: LanguageTag(row.language)!, available: set)
        if expected.count > 1 {
          #expect(actual == expected, "\(row.language) in \(set)", sourceLocation: sourceLocation)
        } else {
          #expect(actual.first == expected.first, "\(row.language) in \(set)", sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test func chineseFoldersAsAppleDocumentsThem() {
    let sets = [
      ["zh_CN", "zh_TW"], ["zh_CN", "zh_TW", "zh_HK"], ["zh_CN", "zh_TW", "zh_HK", "zh_MO"],
      ["zh_Hans", "zh_Hant", "zh_Hant_HK"], ["zh_CN", "zh_TW", "zh_Hans", "zh_Hant"],
      ["zh_CN", "zh_TW", "zh_HK", "zh_Hans", "zh_Hant", "zh_Hant_HK"],
    ]
    check(sets, [
      ("zh", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
      ("zh-Hans", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
      ("zh-Hant", ["zh_TW", "zh_TW", "zh_TW", "zh_Hant", "zh_Hant", "zh_Hant"]),
      ("zh-Hans-CN", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_CN,zh_Hans", "zh_CN,zh_Hans"]),
      ("zh-Hans-SG", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
      ("zh-Hant-TW", ["zh_TW", "zh_TW", "zh_TW", "zh_Hant", "zh_TW,zh_Hant", "zh_TW,zh_Hant"]),
      ("zh-Hant-HK", ["zh_TW", "zh_HK,zh_TW", "zh_HK,zh_TW", "zh_Hant_HK,zh_Hant", "zh_Hant", "zh_Hant_HK,zh_Hant"]),
      ("zh-Hant-MO", ["zh_TW", "zh_HK,zh_TW", "zh_MO,zh_HK,zh_TW", "zh_Hant_HK,zh_Hant", "zh_Hant", "zh_Hant_HK,zh_Hant"]),
      ("zh-Hans-HK", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
      ("zh-CN", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_CN,zh_Hans", "zh_CN,zh_Hans"]),
      ("zh-SG", ["zh_CN", "zh_CN", "zh_CN", "zh_Hans", "zh_Hans", "zh_Hans"]),
      ("zh-TW", ["zh_TW", "zh_TW", "zh_TW", "zh_Hant", "zh_TW,zh_Hant", "zh_TW,zh_Hant"]),
      ("zh-HK", ["zh_TW", "zh_HK", "zh_HK,zh_TW", "zh_Hant_HK,zh_Hant", "zh_Hant", "zh_HK,zh_Hant_HK,zh_Hant"]),
      ("zh-MO", ["zh_TW", "zh_HK", "zh_MO,zh_HK,zh_TW", "zh_Hant_HK,zh_Hant", "zh_Hant", "zh_Hant_HK,zh_Hant"]),
    ])
  }

  @Test func englishFoldersAsAppleDocumentsThem() {
    let sets = [
      ["English"], ["en", "en_AU", "en_GB"], ["en", "en_AU", "en_GB", "en_CA"],
      ["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"], ["en", "en_AU", "en_GB", "en_001"],
      ["en", "en_AU", "en_GB", "en_001", "en_150"],
    ]
    check(sets, [
      ("en", ["English", "en", "en", "en", "en", "en"]),
      ("en-US", ["English", "en", "en", "en_US,en", "en", "en"]),
      ("en-AU", ["English", "en_AU,en_GB,en", "en_AU,en_GB,en", "en_AU,en_GB,en", "en_AU,en_GB,en_001,en", "en_AU,en_GB,en_001,en"]),
      // Apple's table gives `en-CA` `en_001` in the last two sets, from the CLDR of its day;
      // CLDR 45 no longer makes `en-001` the parent of `en-CA`, so those cells are `en`.
      ("en-CA", ["English", "en", "en_CA,en", "en_CA,en", "en", "en"]),
      ("en-GB", ["English", "en_GB,en", "en_GB,en", "en_GB,en", "en_GB,en_001,en", "en_GB,en_001,en"]),
      ("en-IN", ["English", "en_GB,en", "en_GB,en", "en_IN,en_GB,en", "en_GB,en_001,en", "en_GB,en_001,en"]),
      ("en-FR", ["English", "en_GB,en", "en_GB,en", "en_GB,en", "en_GB,en_001,en", "en_150,en_GB,en_001,en"]),
      ("en-IL", ["English", "en", "en", "en", "en_001,en", "en_001,en"]),
      ("en-001", ["English", "en", "en", "en", "en_001,en", "en_001,en"]),
      ("en-150", ["English", "en_GB,en", "en_GB,en", "en_GB,en", "en_GB,en_001,en", "en_150,en_GB,en_001,en"]),
      ("en-Latn", ["English", "en", "en", "en", "en", "en"]),
      // The table marks this cell as not yet working as intended: the answer is `en`.
      ("en-Latn-US", ["English", "en", "en", "en", "en", "en"]),
    ])
  }

  @Test func spanishFoldersAsAppleDocumentsThem() {
    let sets = [["Spanish"], ["es", "es_MX"], ["es", "es_419"], ["es", "es_419", "es_MX"], ["es", "es_ES", "es_MX"], ["es", "es_ES", "es_419", "es_MX"]]
    check(sets, [
      ("es", ["Spanish", "es", "es", "es", "es", "es"]),
      ("es-ES", ["Spanish", "es", "es", "es", "es_ES,es", "es_ES,es"]),
      ("es-419", ["Spanish", "es", "es_419,es", "es_419,es", "es", "es_419,es"]),
      ("es-MX", ["Spanish", "es_MX,es", "es_419,es", "es_MX,es_419,es", "es_MX,es", "es_MX,es_419,es"]),
      ("es-AR", ["Spanish", "es", "es_419,es", "es_419,es", "es", "es_419,es"]),
    ])
  }

  @Test func portugueseFoldersAsAppleDocumentsThem() {
    let sets = [["Portuguese"], ["pt", "pt_PT"], ["pt", "pt_BR", "pt_PT"], ["pt", "pt_BR"]]
    check(sets, [
      ("pt", ["Portuguese", "pt", "pt", "pt"]),
      ("pt-BR", ["Portuguese", "pt", "pt_BR,pt", "pt_BR,pt"]),
      ("pt-PT", ["Portuguese", "pt_PT,pt", "pt_PT,pt", "pt"]),
      ("pt-MO", ["Portuguese", "pt_PT,pt", "pt_PT,pt", "pt"]),
    ])
  }

  @Test func aLanguageWithNoFolderOnItsLineBorrowsTheClosestRelative() {
    func best(_ language: String, _ available: [String]) -> String? {
      LocalizationMatcher.localizations(for: LanguageTag(language)!, available: available).first
    }
    #expect(best("de-AT", ["de-DE", "en"]) == "de-DE")
    #expect(best("pt", ["pt-BR", "pt-PT", "en"]) == "pt-BR")
    #expect(best("en", ["en-GB", "en-US"]) == "en-US")
    #expect(best("es", ["es-419", "es-MX"]) == "es-MX")
    #expect(best("no", ["nb", "en"]) == "nb")
    #expect(best("nb", ["no", "en"]) == "no")
    #expect(best("nn", ["no", "en"]) == "no")
    #expect(best("he", ["iw", "en"]) == "iw")
    #expect(best("zh-TW", ["zh-Hans", "en"]) == nil)
    #expect(best("sr-Latn", ["sr", "en"]) == nil)
    #expect(best("fr", ["de", "ja"]) == nil)
  }
}
