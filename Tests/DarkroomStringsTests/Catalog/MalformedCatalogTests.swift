import DarkroomStrings
import Foundation
import Testing

@Suite struct MalformedCatalogTests {
  let file = URL(fileURLWithPath: "/project/App/Localizable.xcstrings")

  func error(_ text: String) -> StringsFileError? {
    do {
      _ = try StringCatalogReader.read(Array(text.utf8), from: file)
      return nil
    } catch {
      return error
    }
  }

  func catalog(_ entry: String, key: String = "Hello") -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "\(key)" : \(entry)
      },
      "version" : "1.0"
    }
    """
  }

  @Test func aMissingCommaNamesTheLineColumnAndKey() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated" "value" : "Hallo" } }
            }
          }
        }
      }
      """
    let failure = try #require(error(text))
    #expect(failure.file == file.path)
    #expect(failure.key == "Hello")
    let line = text.split(separator: "\n")[5]
    let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "\"value\"")).lowerBound) + 1
    #expect(failure.position == TextPosition(line: 6, column: column))
    #expect(failure.path == ["strings", "Hello", "localizations", "de", "stringUnit"])
    #expect(failure.description.hasPrefix("/project/App/Localizable.xcstrings:6:\(column): key \"Hello\", at strings › Hello"))
    #expect(failure.problem.contains("expected ',' or '}'"))
  }

  @Test func aTruncatedFileSaysSoAndWhere() throws {
    let whole = try String(contentsOf: Fixtures.app.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
    let cut = String(whole.prefix(whole.count / 2))
    let failure = try #require(error(cut))
    #expect(failure.problem.contains("truncated"))
    #expect(failure.position?.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(failure.key != nil)
  }

  @Test func anEmptyFileIsAnError() throws {
    let failure = try #require(error(""))
    #expect(failure.problem.contains("the file ends"))
  }

  /// Reads a catalog that must load, and returns it with its first warning.
  func tolerated(_ text: String) throws -> (table: StringTable, warning: StringsFileError?) {
    let table = try StringCatalogReader.read(Array(text.utf8), from: file)
    return (table, table.warnings.first)
  }

  /// A catalog with `entry` under "Hello" and a good "Bye" beside it.
  func catalogWithNeighbour(_ entry: String) -> String {
    catalog(entry).replacingOccurrences(
      of: "\"Hello\" :", with: #""Bye" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } } } }, "Hello" :"#)
  }

  @Test func aStateOfTheWrongTypeIsReportedAndTheValueKept() throws {
    let (table, warning) = try tolerated(catalog(#"{ "localizations" : { "de" : { "stringUnit" : { "state" : 3, "value" : "Hallo" } } } }"#))
    #expect(table.entries["Hello"]?.localizations["de"]?.unit?.value == "Hallo")
    #expect(warning?.path == ["strings", "Hello", "localizations", "de", "stringUnit", "state"])
    #expect(warning?.problem.contains("expected a state (a string), found a number") == true)
    #expect(warning?.position?.line == 4)
  }

  @Test func anUnknownPluralCategoryLeavesOutThatLocalizationOnly() throws {
    let (table, warning) = try tolerated(
      catalogWithNeighbour(#"{ "localizations" : { "en" : { "variations" : { "plural" : { "several" : { "stringUnit" : { "state" : "translated", "value" : "x" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "y" } } } } } } }"#))
    #expect(warning?.path.last == "several")
    #expect(warning?.problem.contains("unknown plural category \"several\"") == true)
    #expect(table.entries["Hello"]?.localizations["en"] == nil)
    #expect(table.entries["Bye"]?.localizations["de"]?.unit?.value == "Tschüss")
  }

  @Test func pluralVariationsWithoutOtherAreReported() throws {
    let (table, warning) = try tolerated(
      catalog(#"{ "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } }"#))
    #expect(warning?.path == ["strings", "Hello", "localizations", "en", "variations", "plural"])
    #expect(warning?.problem.contains("no \"other\" form") == true)
    #expect(table.entries["Hello"] != nil)
  }

  @Test func anUnknownDeviceIsReported() throws {
    let (_, warning) = try tolerated(
      catalog(#"{ "localizations" : { "en" : { "variations" : { "device" : { "toaster" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } }"#))
    #expect(warning?.problem.contains("unknown device \"toaster\"") == true)
  }

  @Test func anUnknownVariationKindIsReported() throws {
    let (_, warning) = try tolerated(catalog(#"{ "localizations" : { "en" : { "variations" : { "width" : { } } } } }"#))
    #expect(warning?.problem.contains("unknown variation \"width\"") == true)
  }

  @Test func everyStateIsAcceptedAsWritten() throws {
    for state in ["translated", "new", "needs_review", "stale", "", "done"] {
      let (table, warning) = try tolerated(catalog(#"{ "localizations" : { "en" : { "stringUnit" : { "state" : "\#(state)", "value" : "x" } } } }"#))
      let unit = try #require(table.entries["Hello"]?.localizations["en"]?.unit)
      #expect(unit.value == "x")
      #expect(unit.state.rawValue == state)
      #expect(unit.state.isKnown == ["translated", "new", "needs_review", "stale"].contains(state))
      #expect(warning == nil)
    }
  }

  @Test func aStringUnitWithoutValueIsReported() throws {
    let (table, warning) = try tolerated(catalog(#"{ "localizations" : { "en" : { "stringUnit" : { "state" : "translated" } } } }"#))
    #expect(warning?.problem.contains("has no \"value\"") == true)
    #expect(table.entries["Hello"]?.localizations.isEmpty == true)
  }

  @Test func aDuplicateKeyIsAnErrorNotASilentOverwrite() throws {
    let text = """
      {"sourceLanguage":"en","strings":{
      "Hello":{},
      "Hello":{}
      }}
      """
    let failure = try #require(error(text))
    #expect(failure.key == "Hello")
    #expect(failure.position == TextPosition(line: 3, column: 1))
    #expect(failure.problem.contains("appears twice"))
  }

  @Test func anUnknownMemberHoldingTextIsIgnoredAndReported() throws {
    let (table, warning) = try tolerated(catalog(#"{ "localisations" : { "de" : { } } }"#))
    #expect(warning?.path == ["strings", "Hello", "localisations"])
    #expect(warning?.problem.contains("unknown member \"localisations\" was ignored") == true)
    #expect(table.entries["Hello"] != nil)
  }

  @Test func unknownScalarMembersAreIgnoredSilently() throws {
    let (table, warning) = try tolerated(
      catalog(#"{ "generatedBy" : "tool", "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "x", "reviewer" : 7 } } } }"#))
    #expect(warning == nil)
    #expect(table.entries["Hello"]?.localizations["en"]?.unit?.value == "x")
  }

  @Test func aMissingSourceLanguageIsAnError() throws {
    let failure = try #require(error(#"{"strings":{}}"#))
    #expect(failure.problem.contains("no \"sourceLanguage\""))
  }

  @Test func aBadLanguageIdentifierIsReported() throws {
    let (table, warning) = try tolerated(catalog(#"{ "localizations" : { "d e" : { "stringUnit" : { "state" : "new", "value" : "x" } } } }"#))
    #expect(warning?.problem.contains("not a language identifier") == true)
    #expect(table.entries["Hello"]?.localizations.isEmpty == true)
  }

  @Test func aSubstitutionWithABadArgumentNumberIsReported() throws {
    let (_, warning) = try tolerated(
      catalog(#"{ "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 0, "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "%arg" } } } } } } } } }"#))
    #expect(warning?.path == ["strings", "Hello", "localizations", "en", "substitutions", "n", "argNum"])
  }

  @Test func anEntryThatIsNotAnObjectIsReportedAndTheRestLoad() throws {
    let (table, warning) = try tolerated(catalogWithNeighbour(#""just text""#))
    #expect(warning?.key == "Hello")
    #expect(table.entries["Hello"] == nil)
    #expect(table.entries["Bye"] != nil)
  }

  @Test func anUnreadableFileIsNamed() {
    let missing = URL(fileURLWithPath: "/nonexistent/Missing.xcstrings")
    #expect(throws: StringsFileError.self) { try StringCatalogReader.read(missing) }
    #expect((try? StringCatalogReader.read(missing)) == nil)
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let text = String(repeating: "[", count: 10_000)
    let failure = try #require(error(text))
    #expect(failure.problem.contains("nesting deeper"))
  }
}
