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

  @Test func aValueOfTheWrongTypeNamesItsPath() throws {
    let failure = try #require(error(catalog(#"{ "localizations" : { "de" : { "stringUnit" : { "state" : 3, "value" : "Hallo" } } } }"#)))
    #expect(failure.path == ["strings", "Hello", "localizations", "de", "stringUnit", "state"])
    #expect(failure.problem.contains("expected a state (a string), found a number"))
    #expect(failure.position?.line == 4)
  }

  @Test func anUnknownPluralCategoryIsNamed() throws {
    let failure = try #require(
      error(catalog(#"{ "localizations" : { "en" : { "variations" : { "plural" : { "several" : { "stringUnit" : { "state" : "translated", "value" : "x" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "y" } } } } } } }"#)))
    #expect(failure.path.last == "several")
    #expect(failure.problem.contains("unknown plural category \"several\""))
  }

  @Test func pluralVariationsWithoutOtherAreAnError() throws {
    let failure = try #require(
      error(catalog(#"{ "localizations" : { "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } }"#)))
    #expect(failure.path == ["strings", "Hello", "localizations", "en", "variations", "plural"])
    #expect(failure.problem.contains("no \"other\" form"))
  }

  @Test func anUnknownDeviceIsNamed() throws {
    let failure = try #require(
      error(catalog(#"{ "localizations" : { "en" : { "variations" : { "device" : { "toaster" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } }"#)))
    #expect(failure.problem.contains("unknown device \"toaster\""))
  }

  @Test func anUnknownVariationKindIsNamed() throws {
    let failure = try #require(error(catalog(#"{ "localizations" : { "en" : { "variations" : { "width" : { } } } } }"#)))
    #expect(failure.problem.contains("unknown variation \"width\""))
  }

  @Test func anUnknownStateIsNamed() throws {
    let failure = try #require(error(catalog(#"{ "localizations" : { "en" : { "stringUnit" : { "state" : "done", "value" : "x" } } } }"#)))
    #expect(failure.problem.contains("unknown state \"done\""))
  }

  @Test func aStringUnitWithoutValueIsAnError() throws {
    let failure = try #require(error(catalog(#"{ "localizations" : { "en" : { "stringUnit" : { "state" : "translated" } } } }"#)))
    #expect(failure.problem.contains("has no \"value\""))
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

  @Test func anUnknownMemberHoldingTextIsAnError() throws {
    let failure = try #require(error(catalog(#"{ "localisations" : { "de" : { } } }"#)))
    #expect(failure.path == ["strings", "Hello", "localisations"])
    #expect(failure.problem.contains("unknown member \"localisations\""))
  }

  @Test func aMissingSourceLanguageIsAnError() throws {
    let failure = try #require(error(#"{"strings":{}}"#))
    #expect(failure.problem.contains("no \"sourceLanguage\""))
  }

  @Test func aBadLanguageIdentifierIsAnError() throws {
    let failure = try #require(error(catalog(#"{ "localizations" : { "d e" : { "stringUnit" : { "state" : "new", "value" : "x" } } } }"#)))
    #expect(failure.problem.contains("not a language identifier"))
  }

  @Test func aSubstitutionWithABadArgumentNumberIsAnError() throws {
    let failure = try #require(
      error(catalog(#"{ "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 0, "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "%arg" } } } } } } } } }"#)))
    #expect(failure.path == ["strings", "Hello", "localizations", "en", "substitutions", "n", "argNum"])
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
