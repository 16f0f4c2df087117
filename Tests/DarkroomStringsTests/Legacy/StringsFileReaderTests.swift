import DarkroomStrings
import Foundation
import Testing

@Suite struct StringsFileReaderTests {
  let file = URL(fileURLWithPath: "/project/de.lproj/Localizable.strings")

  @Test func readsCommentsEscapesUnquotedAndKeyOnlyEntries() throws {
    let values = try StringsFileReader.read(Fixtures.app.appendingPathComponent("en.lproj/Legacy.strings"))
    #expect(values["Welcome"] == "Welcome")
    #expect(values["Quote"] == "She said \"hi\"\n\tand left")
    #expect(values["Escapes"] == "café A back\\slash")
    #expect(values["plain_key"] == "unquoted.value")
    #expect(values["Only a key"] == "Only a key")
    #expect(values.count == 5)
  }

  @Test func readsUTF16LittleEndianWithByteOrderMark() throws {
    let values = try StringsFileReader.read(Fixtures.app.appendingPathComponent("de.lproj/Legacy.strings"))
    #expect(values["Welcome"] == "Willkommen")
    #expect(values["Quote"] == "Sie sagte „hallo“")
  }

  @Test func readsUTF16BigEndianAndUTF8WithByteOrderMarks() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let big = folder.appendingPathComponent("big.strings")
    try Data([0xFE, 0xFF] + Array(#""a" = "ä";"#.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }).write(to: big)
    #expect(try StringsFileReader.read(big) == ["a": "ä"])
    #expect(try StringsFileReader.read(Fixtures.app.appendingPathComponent("pt-BR.lproj/Legacy.strings")) == ["Welcome": "Bem-vindo"])
  }

  @Test func readsSurrogatePairEscapesAndAWholeFileDictionary() throws {
    let values = try StringsFileReader.parse(#"{ "smile" = "\UD83D\UDE00"; }"#, file: file)
    #expect(values["smile"] == "😀")
  }

  @Test func aKeyDefinedTwiceIsAnErrorWithItsLine() throws {
    let text = """
      "Save" = "Speichern";
      /* again */
      "Save" = "Sichern";
      """
    do {
      _ = try StringsFileReader.parse(text, file: file)
      Issue.record("expected an error")
    } catch {
      #expect(error.key == "Save")
      #expect(error.position == TextPosition(line: 3, column: 1))
      #expect(error.description.hasPrefix("/project/de.lproj/Localizable.strings:3:1: key \"Save\""))
      #expect(error.problem.contains("first at line 1, column 1"))
    }
  }

  @Test func aMissingSemicolonNamesTheKeyAndPlace() throws {
    do {
      _ = try StringsFileReader.parse("\"A\" = \"x\"\n\"B\" = \"y\";", file: file)
      Issue.record("expected an error")
    } catch {
      #expect(error.key == "A")
      #expect(error.position == TextPosition(line: 2, column: 1))
      #expect(error.problem.contains("expected ';'"))
    }
  }

  @Test func aTruncatedFileSaysSo() throws {
    for text in [#""A" = "unfinished"#, #""A" = "#, #""A" = "x""#, "/* never closed"] {
      do {
        _ = try StringsFileReader.parse(text, file: file)
        Issue.record("expected an error for \(text)")
      } catch {
        #expect(error.problem.contains("truncated") || error.problem.contains("never closed"), "\(error)")
      }
    }
  }

  @Test func textInNeitherUTF8NorUTF16IsAnError() throws {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let latin1 = folder.appendingPathComponent("latin1.strings")
    try Data([0x22, 0x61, 0x22, 0x3D, 0x22, 0xE4, 0x22, 0x3B]).write(to: latin1)
    #expect(throws: StringsFileError.self) { try StringsFileReader.read(latin1) }
  }
}

@Suite struct StringsdictReaderTests {
  @Test func readsPluralRulesAsSubstitutions() throws {
    let values = try StringsdictReader.read(Fixtures.app.appendingPathComponent("ru.lproj/Legacy.stringsdict"))
    let files = try #require(values["%d files"])
    #expect(files.unit?.value == "%#@files@")
    #expect(files.substitutions["files"]?.formatSpecifier == "d")
    #expect(files.substitutions["files"]?.plural[.few]?.unit?.value == "%d файла")
    #expect(values["Welcome"]?.unit?.value == "Добро пожаловать")
  }

  @Test func readsDeviceSpecificRules() throws {
    let values = try StringsdictReader.read(Fixtures.app.appendingPathComponent("en.lproj/Legacy.stringsdict"))
    #expect(values["Help"]?.device[.mac]?.unit?.value == "Click for help")
  }

  func failure(_ body: String) throws -> StringsFileError? {
    let folder = try Fixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Bad.stringsdict")
    try Fixtures.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>\(body)</dict></plist>
      """, to: url)
    do {
      _ = try StringsdictReader.read(url)
      return nil
    } catch {
      return error
    }
  }

  @Test func aRuleWithoutOtherIsNamed() throws {
    let error = try #require(
      try failure(
        "<key>%d apples</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>an apple</string></dict></dict>"
      ))
    #expect(error.key == "%d apples")
    #expect(error.path == ["%d apples", "n"])
    #expect(error.problem.contains("no \"other\" form"))
  }

  @Test func aTokenWithoutRulesIsNamed() throws {
    let error = try #require(
      try failure("<key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@missing@</string></dict>"))
    #expect(error.problem.contains("%#@missing@"))
  }

  @Test func anUnsupportedRuleTypeIsAnErrorNotSkipped() throws {
    let error = try #require(
      try failure(
        "<key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@w@</string><key>w</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string></dict></dict>"
      ))
    #expect(error.path == ["K", "w", "NSStringFormatSpecTypeKey"])
  }

  @Test func malformedXMLIsNamed() throws {
    let error = try #require(try failure("<key>K</key><dict><key>"))
    #expect(error.file.hasSuffix("Bad.stringsdict"))
    #expect(error.problem.contains("not a valid property list"))
  }
}
