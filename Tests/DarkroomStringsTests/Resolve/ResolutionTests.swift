import DarkroomStrings
import Foundation
import Testing

@Suite struct ResolutionTests {
  let strings: StringCatalogSet

  init() throws {
    strings = try Fixtures.appStrings()
  }

  func text(_ key: String, _ locale: String, _ arguments: [StringArgument] = [], table: String? = nil, device: DeviceClass = .iphone)
    throws -> String
  {
    try strings.resolve(key: key, table: table, locale: Locale(identifier: locale), arguments: arguments, device: device).text
  }

  @Test func loadsCatalogsAndLprojTablesFromAFolder() {
    #expect(strings.tables.keys.sorted() == ["Legacy", "Localizable"])
    #expect(strings.developmentLanguage == "en")
    #expect(strings.tables["Legacy"]?.languages == ["de", "en", "pt-BR", "ru"])
  }

  @Test func pluralFormsFollowEachLanguagesRules() throws {
    #expect(try text("%lld items", "en", [.integer(1)]) == "1 item")
    #expect(try text("%lld items", "en", [.integer(1000)]) == "1,000 items")
    #expect(try text("%lld items", "de", [.integer(1)]) == "1 Artikel")
    #expect(try text("%lld items", "ja", [.integer(1)]) == "1 件")
    let arabic = try [0, 1, 2, 3, 11, 100].map { try text("%lld items", "ar-EG", [.integer($0)]) }
    #expect(arabic == ["لا عناصر", "عنصر واحد", "عنصران", "٣ عناصر", "١١ عنصرًا", "١٠٠ عنصر"])
    let russian = try [1, 3, 5, 21].map { try text("%lld items", "ru", [.integer($0)]) }
    #expect(russian == ["1 предмет", "3 предмета", "5 предметов", "21 предмет"])
    let polish = try [1, 2, 5, 22].map { try text("%lld items", "pl", [.integer($0)]) }
    #expect(polish == ["1 element", "2 elementy", "5 elementów", "22 elementy"])
  }

  @Test func aFractionShownWithDigitsIsNotOne() throws {
    #expect(try text("%.1f km", "en", [.double(1)]) == "1.0 kilometres")
    #expect(try text("%.1f km", "de", [.double(2.5)]) == "2,5 Kilometer")
  }

  @Test func deviceVariationsFallBackToOther() throws {
    #expect(try text("Tap to continue", "en") == "Tap to continue")
    #expect(try text("Tap to continue", "en", device: .mac) == "Click to continue")
    #expect(try text("Tap to continue", "en", device: .appletv) == "Continue")
  }

  @Test func pluralVariationsInsideDeviceVariations() throws {
    #expect(try text("%lld new photos", "en", [.integer(1)], device: .ipad) == "1 new photo on your iPad")
    #expect(try text("%lld new photos", "en", [.integer(4)]) == "4 new photos")
  }

  @Test func substitutionsChooseTheirFormByTheirOwnArgument() throws {
    let arguments: [StringArgument] = [.string("Ana"), .integer(1), .string("Lisbon")]
    #expect(try text("%@ has %lld photos in %@", "en", arguments) == "Ana has 1 photo in Lisbon")
    #expect(try text("%@ has %lld photos in %@", "ja", arguments) == "LisbonにAnaの写真が1枚あります")
    let format = strings.format(forKey: "%@ has %lld photos in %@", table: nil, locale: Locale(identifier: "en"), arguments: arguments)
    #expect(format == "%1$@ has %2$lld photo in %3$@")
  }

  @Test func twoSubstitutionsInOneString() throws {
    #expect(try text("%lld files in %lld folders", "en", [.integer(1), .integer(1)]) == "1 file in one folder")
    #expect(try text("%lld files in %lld folders", "en", [.integer(3), .integer(2)]) == "3 files in 2 folders")
    #expect(try text("%lld files in %lld folders", "ru", [.integer(5), .integer(21)]) == "5 файлов в 21 папке")
  }

  @Test func stringsdictFormsReplaceTheirToken() throws {
    #expect(try text("%d files", "ru", [.integer(2)], table: "Legacy") == "2 файла")
    #expect(try text("%d files", "en", [.integer(0)], table: "Legacy") == "No files")
    #expect(try text("%d files", "en", [.integer(1)], table: "Legacy") == "One file")
    #expect(try text("%d files", "en", [.integer(7)], table: "Legacy") == "7 files")
    #expect(try text("%@ shared %d files", "en", [.string("Bo"), .integer(2)], table: "Legacy") == "Bo shared 2 files")
    #expect(try text("Help", "en", table: "Legacy", device: .mac) == "Click for help")
  }

  @Test func aStringsdictTakesPrecedenceOverTheStringsBesideIt() throws {
    // ru.lproj has no Legacy.strings; en.lproj has "Welcome" in .strings only.
    #expect(try text("Welcome", "ru", table: "Legacy") == "Добро пожаловать")
    #expect(try text("Welcome", "de", table: "Legacy") == "Willkommen")
  }

  @Test func regionalLanguagesFallBackToTheLanguageWithoutBeingMissing() throws {
    let resolution = try strings.resolve(key: "Settings", locale: Locale(identifier: "pt-BR"))
    #expect(resolution.text == "Configurações")
    #expect(resolution.usedLanguage == "pt")
    #expect(!resolution.fellBack)
    #expect(try text("Welcome", "pt-BR", table: "Legacy") == "Bem-vindo")
    #expect(try text("Welcome", "pt-PT", table: "Legacy") == "Welcome")
  }

  @Test func scriptSubtagsPickTheRightChinese() throws {
    #expect(try text("Settings", "zh-TW") == "設定")
    #expect(try text("Settings", "zh-CN") == "设置")
    #expect(try text("Settings", "zh-Hans") == "设置")
    #expect(try !strings.resolve(key: "Settings", locale: Locale(identifier: "zh-HK")).fellBack)
  }

  @Test func anotherScriptOfTheLanguageCountsAsMissing() throws {
    let set = StringCatalogSet(tables: [
      StringTable(
        name: "Localizable", sourceLanguage: "en",
        entries: ["Settings": CatalogEntry(key: "Settings", localizations: ["zh": LocalizedValue(unit: StringUnit("设置"))])])
    ])
    // `zh` is Simplified Chinese, and Traditional never falls back to it (CLDR's parent of
    // `zh-Hant` is the root), so Taiwan sees the source language.
    let resolution = try set.resolve(key: "Settings", locale: Locale(identifier: "zh-TW"))
    #expect(resolution.text == "Settings")
    #expect(resolution.missing?.usedLanguage == "en")
    #expect(try set.resolve(key: "Settings", locale: Locale(identifier: "zh-CN")).text == "设置")
  }

  @Test func aMissingTranslationFallsBackToTheSourceAndIsReported() throws {
    let resolution = try strings.resolve(key: "Settings", locale: Locale(identifier: "es"))
    #expect(resolution.text == "Settings")
    #expect(resolution.usedLanguage == "en")
    #expect(resolution.fellBack)
    #expect(resolution.missing == MissingTranslation(key: "Settings", table: "Localizable", requestedLanguage: "es", usedLanguage: "en"))
    #expect(resolution.missing?.description == "\"Settings\" (Localizable) has no es translation; en is shown")
  }

  @Test func aFallbackTextStillFormatsNumbersForTheLocaleAskedFor() throws {
    // Spanish has no "%.1f km": the English forms are used, with Spanish number formats.
    let resolution = try strings.resolve(key: "%.1f km", locale: Locale(identifier: "es"), arguments: [.double(2.5)])
    #expect(resolution.text == "2,5 kilometres")
    #expect(resolution.fellBack)
  }

  @Test func theSourceLanguageShowsTheKeyWithoutFallingBack() throws {
    let resolution = try strings.resolve(key: "Settings", locale: Locale(identifier: "en-GB"))
    #expect(resolution.text == "Settings")
    #expect(!resolution.fellBack)
  }

  @Test func aKeyInNoTableShowsItselfAndIsReported() throws {
    let resolution = try strings.resolve(key: "Hard-coded %lld", locale: Locale(identifier: "de"), arguments: [.integer(5)])
    #expect(resolution.text == "Hard-coded 5")
    #expect(resolution.usedLanguage == nil)
    #expect(resolution.missing?.usedLanguage == nil)
    #expect(strings.format(forKey: "Hard-coded %lld", table: nil, locale: Locale(identifier: "de"), arguments: []) == nil)
  }

  @Test func keysMarkedDoNotTranslateNeverFallBack() throws {
    let resolution = try strings.resolve(key: "Darkroom", locale: Locale(identifier: "ja"))
    #expect(resolution.text == "Darkroom")
    #expect(!resolution.fellBack)
  }

  @Test func theStateOfTheUsedValueIsReported() throws {
    #expect(try strings.resolve(key: "Save", locale: Locale(identifier: "de")).state == .needsReview)
    #expect(try strings.resolve(key: "Save", locale: Locale(identifier: "es")).state == .translated)
  }

  @Test func rightToLeftLanguagesAreMarked() throws {
    #expect(try strings.resolve(key: "Save", locale: Locale(identifier: "ar")).isRightToLeft)
    #expect(try !strings.resolve(key: "Save", locale: Locale(identifier: "de")).isRightToLeft)
  }

  @Test func missingTranslationsListsEveryKeyALanguageLacks() {
    let spanish = strings.missingTranslations(for: Locale(identifier: "es"))
    #expect(spanish.map(\.key).contains("Settings"))
    #expect(!spanish.map(\.key).contains("Save"))
    #expect(!spanish.map(\.key).contains("Darkroom"))
    #expect(spanish.allSatisfy { $0.requestedLanguage == "es" })
    #expect(strings.missingTranslations(for: Locale(identifier: "en")).isEmpty)
  }

  @Test func formatForKeyKeepsTheConversionsForTheCaller() {
    let format = strings.format(forKey: "%lld items", table: nil, locale: Locale(identifier: "ru"), arguments: [.integer(3)])
    #expect(format == "%lld предмета")
  }

  @Test func argumentsThatDoNotFitAreATypedError() {
    #expect(throws: StringFormatError.self) {
      try strings.resolve(key: "%lld items", locale: Locale(identifier: "en"), arguments: [.string("x")])
    }
  }

  @Test func aSingleCatalogFileLoadsOnItsOwn() throws {
    let set = try StringCatalogSet.load(from: Fixtures.app.appendingPathComponent("Localizable.xcstrings"))
    #expect(set.tables.keys.sorted() == ["Localizable"])
    #expect(set.developmentLanguage == "en")
  }

  @Test func aMissingFolderIsNamed() {
    do {
      _ = try StringCatalogSet.load(from: URL(fileURLWithPath: "/nonexistent/App"))
      Issue.record("expected an error")
    } catch {
      #expect(error.file == "/nonexistent/App")
      #expect(error.problem.contains("is not a folder"))
    }
  }

  @Test func aMalformedStringInTheFolderIsReportedWithItsNameAndTheRestLoads() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.write(
      #"{"sourceLanguage":"en","strings":{"A":{"localizations":{"de":{}}},"B":{"localizations":{"de":{"stringUnit":{"state":"","value":"Be"}}}}}}"#,
      to: folder.appendingPathComponent("Sub/Main.xcstrings"))
    let strings = try StringCatalogSet.load(from: folder)
    let warning = try #require(strings.warnings.first)
    #expect(warning.file.hasSuffix("Sub/Main.xcstrings"))
    #expect(warning.key == "A")
    #expect(warning.path == ["strings", "A", "localizations", "de"])
    #expect(try strings.resolve(key: "B", table: "Main", locale: Locale(identifier: "de")).text == "Be")
  }

  @Test func invalidJSONStillFailsTheLoadWithItsName() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.write(#"{"sourceLanguage":"en","strings":{"A":}"#, to: folder.appendingPathComponent("Broken.xcstrings"))
    #expect(throws: StringsFileError.self) { try StringCatalogSet.load(from: folder) }
  }

  @Test func theSameKeyTranslatedInTwoFilesIsAnError() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.write(
      #"{"sourceLanguage":"en","strings":{"Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Speichern"}}}}}}"#,
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    try Fixtures.write(#""Save" = "Sichern";"#, to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
    do {
      _ = try StringCatalogSet.load(from: folder)
      Issue.record("expected an error")
    } catch {
      #expect(error.key == "Save")
      #expect(error.file.hasSuffix("de.lproj/Localizable.strings"))
      #expect(error.problem.contains("Localizable.xcstrings"))
    }
  }

  @Test func aTokenWithoutItsSubstitutionIsNamedWhenResolved() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.write(
      #"{"sourceLanguage":"en","strings":{"K":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@gone@"}}}}}}"#,
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    let set = try StringCatalogSet.load(from: folder)
    #expect(throws: StringsFileError.self) { try set.resolve(key: "K", locale: Locale(identifier: "en"), arguments: [.integer(1)]) }
  }

  @Test func buildAndDependencyFoldersAreNotScanned() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Fixtures.write("not json", to: folder.appendingPathComponent(".build/x/Broken.xcstrings"))
    try Fixtures.write(#""A" = "B";"#, to: folder.appendingPathComponent("fr.lproj/Localizable.strings"))
    let set = try StringCatalogSet.load(from: folder)
    #expect(set.tables.keys.sorted() == ["Localizable"])
    #expect(try set.resolve(key: "A", locale: Locale(identifier: "fr-CA")).text == "B")
  }
}
