import DarkroomJSON
import Foundation

/// Reads a String Catalog (`.xcstrings`), the JSON file Xcode 15 and later keep a table's
/// strings in (Apple: "Localizing and varying text with a string catalog").
///
/// ```swift
/// let table = try StringCatalogReader.read(URL(fileURLWithPath: "Localizable.xcstrings"))
/// table.sourceLanguage                                         // "en"
/// table.entries["%lld items"]?.localizations["de"]?.plural[.one]?.unit?.value   // "%lld Artikel"
/// ```
///
/// Every member that can hold text is checked: an unknown variation, plural category, device,
/// state or field is an error naming the file, key, path and line, never skipped. Unknown
/// members whose value is a plain string, number or boolean (metadata a newer Xcode may add)
/// are allowed.
public enum StringCatalogReader {
  /// Reads the catalog at `url`; the table is named after the file.
  public static func read(_ url: URL) throws(StringsFileError) -> StringTable {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      throw StringsFileError(file: url, problem: "cannot be read (\(error.localizedDescription)); check that it exists and is readable.")
    }
    return try read(bytes, from: url)
  }

  /// Reads catalog text already in memory; `url` names the file in errors and the table.
  public static func read(_ bytes: [UInt8], from url: URL) throws(StringsFileError) -> StringTable {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw StringsFileError(
        file: url, key: error.path.count >= 2 && error.path[0] == "strings" ? error.path[1] : nil,
        path: error.path, position: error.position,
        problem: "is not valid JSON: \(error.message). Fix the file, or restore it from version control.")
    }
    var reader = CatalogNodeReader(file: url)
    return try reader.table(root, name: url.deletingPathExtension().lastPathComponent)
  }
}

/// Walks a catalog's JSON tree, keeping the path for errors.
struct CatalogNodeReader {
  let file: URL
  var key: String?
  var path: [String] = []

  func fail(_ node: JSONNode, _ problem: String) -> StringsFileError {
    StringsFileError(file: file, key: key, path: path, position: node.position, problem: problem)
  }

  func object(_ node: JSONNode, _ what: String) throws(StringsFileError) -> [JSONMember] {
    guard case .object(let members) = node.value else {
      throw fail(node, "expected \(what) (an object), found \(node.value.kindDescription).")
    }
    return members
  }

  func string(_ node: JSONNode, _ what: String) throws(StringsFileError) -> String {
    guard case .string(let text) = node.value else {
      throw fail(node, "expected \(what) (a string), found \(node.value.kindDescription).")
    }
    return text
  }

  /// Rejects an unknown member unless its value is plain metadata (string, number, boolean).
  func unknown(_ member: JSONMember, known: [String]) throws(StringsFileError) {
    switch member.node.value {
    case .string, .number, .bool, .null: return
    case .object, .array:
      throw fail(
        member.node,
        "unknown member \"\(member.key)\"; expected one of \(known.map { "\"\($0)\"" }.joined(separator: ", ")). "
          + "Check the spelling, or report the field if a newer Xcode wrote it.")
    }
  }

  mutating func table(_ root: JSONNode, name: String) throws(StringsFileError) -> StringTable {
    var sourceLanguage: String?
    var entries: [String: CatalogEntry] = [:]
    var sawStrings = false
    for member in try object(root, "the catalog") {
      path = [member.key]
      switch member.key {
      case "sourceLanguage":
        let language = try string(member.node, "the source language")
        guard LanguageTag(language) != nil else {
          throw fail(member.node, "\"\(language)\" is not a language identifier (such as \"en\" or \"pt-BR\").")
        }
        sourceLanguage = language
      case "version": break
      case "strings":
        sawStrings = true
        for entry in try object(member.node, "the strings, keyed by localization key") {
          key = entry.key
          path = ["strings", entry.key]
          entries[entry.key] = try self.entry(entry)
        }
        key = nil
      default: try unknown(member, known: ["sourceLanguage", "strings", "version"])
      }
    }
    path = []
    guard let sourceLanguage else {
      throw fail(root, "has no \"sourceLanguage\"; add the language the keys are written in, e.g. \"sourceLanguage\" : \"en\".")
    }
    guard sawStrings else { throw fail(root, "has no \"strings\" object; an empty catalog has \"strings\" : {}.") }
    for (key, entry) in entries {
      for language in entry.localizations.keys { entries[key]?.origins[language] = file.path }
    }
    return StringTable(name: name, sourceLanguage: sourceLanguage, entries: entries, files: [file.path])
  }

  private mutating func entry(_ member: JSONMember) throws(StringsFileError) -> CatalogEntry {
    var entry = CatalogEntry(key: member.key)
    let base = path
    for field in try object(member.node, "the entry for this key") {
      path = base + [field.key]
      switch field.key {
      case "comment": entry.comment = try string(field.node, "a comment")
      case "extractionState": entry.extractionState = try string(field.node, "an extraction state")
      case "shouldTranslate":
        guard case .bool(let flag) = field.node.value else {
          throw fail(field.node, "expected true or false, found \(field.node.value.kindDescription).")
        }
        entry.shouldTranslate = flag
      case "localizations":
        for localization in try object(field.node, "the localizations, keyed by language") {
          path = base + ["localizations", localization.key]
          guard LanguageTag(localization.key) != nil else {
            throw fail(localization.node, "\"\(localization.key)\" is not a language identifier (such as \"de\" or \"zh-Hans\").")
          }
          entry.localizations[localization.key] = try value(localization.node)
        }
      default: try unknown(field, known: ["comment", "extractionState", "shouldTranslate", "localizations"])
      }
    }
    path = base
    return entry
  }

  /// A localization, a variation or a substitution's variation: `stringUnit`, `variations`,
  /// `substitutions`.
  mutating func value(_ node: JSONNode) throws(StringsFileError) -> LocalizedValue {
    var value = LocalizedValue()
    let base = path
    defer { path = base }
    for member in try object(node, "a localization with \"stringUnit\" or \"variations\"") {
      path = base + [member.key]
      switch member.key {
      case "stringUnit": value.unit = try unit(member.node)
      case "variations": try variations(member.node, into: &value)
      case "substitutions":
        for substitution in try object(member.node, "the substitutions, keyed by name") {
          path = base + ["substitutions", substitution.key]
          value.substitutions[substitution.key] = try self.substitution(substitution.node)
        }
      default: try unknown(member, known: ["stringUnit", "variations", "substitutions"])
      }
    }
    path = base
    if value.unit == nil && value.plural.isEmpty && value.device.isEmpty {
      throw fail(node, "has neither a \"stringUnit\" nor \"variations\", so there is no text for it; add one or remove the localization.")
    }
    return value
  }

  private mutating func unit(_ node: JSONNode) throws(StringsFileError) -> StringUnit {
    var state: TranslationState?
    var text: String?
    let base = path
    for member in try object(node, "a string unit with \"state\" and \"value\"") {
      path = base + [member.key]
      switch member.key {
      case "state":
        let name = try string(member.node, "a state")
        guard let known = TranslationState(rawValue: name) else {
          throw fail(
            member.node,
            "unknown state \"\(name)\"; expected one of \(TranslationState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).")
        }
        state = known
      case "value": text = try string(member.node, "the text")
      default: try unknown(member, known: ["state", "value"])
      }
    }
    path = base
    guard let text else { throw fail(node, "has no \"value\"; add the text, or remove the string unit.") }
    return StringUnit(text, state: state ?? .translated)
  }

  private mutating func variations(_ node: JSONNode, into value: inout LocalizedValue) throws(StringsFileError) {
    let base = path
    for kind in try object(node, "the variations, keyed by \"plural\" or \"device\"") {
      path = base + [kind.key]
      switch kind.key {
      case "plural": value.plural = try plural(kind.node)
      case "device":
        for member in try object(kind.node, "the device variations") {
          path = base + ["device", member.key]
          guard let device = DeviceClass(rawValue: member.key) else {
            throw fail(
              member.node,
              "unknown device \"\(member.key)\"; expected one of \(DeviceClass.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).")
          }
          value.device[device] = try self.value(member.node)
        }
      default:
        throw fail(kind.node, "unknown variation \"\(kind.key)\"; Darkroom reads \"plural\" and \"device\" variations.")
      }
    }
    path = base
  }

  private mutating func plural(_ node: JSONNode) throws(StringsFileError) -> [PluralCategory: LocalizedValue] {
    var forms: [PluralCategory: LocalizedValue] = [:]
    let base = path
    for member in try object(node, "the plural variations") {
      path = base + [member.key]
      guard let category = PluralCategory(rawValue: member.key) else {
        throw fail(
          member.node,
          "unknown plural category \"\(member.key)\"; CLDR's are \"zero\", \"one\", \"two\", \"few\", \"many\" and \"other\".")
      }
      forms[category] = try value(member.node)
    }
    path = base
    if forms[.other] == nil {
      throw fail(node, "has no \"other\" form; CLDR requires it in every language, and it is the form used for any number without its own.")
    }
    return forms
  }

  private mutating func substitution(_ node: JSONNode) throws(StringsFileError) -> Substitution {
    var argument: Int?
    var specifier: String?
    var forms: [PluralCategory: LocalizedValue]?
    let base = path
    for member in try object(node, "a substitution with \"formatSpecifier\" and \"variations\"") {
      path = base + [member.key]
      switch member.key {
      case "argNum":
        guard case .number(let number) = member.node.value, number >= 1, number <= 99, number.rounded() == number else {
          throw fail(member.node, "expected the argument's number, a whole number from 1, found \(member.node.value.kindDescription).")
        }
        argument = Int(number)
      case "formatSpecifier": specifier = try string(member.node, "a format specifier such as \"lld\"")
      case "variations":
        for kind in try object(member.node, "the substitution's variations") {
          path = base + ["variations", kind.key]
          guard kind.key == "plural" else {
            throw fail(kind.node, "a substitution varies by \"plural\" only, found \"\(kind.key)\".")
          }
          forms = try plural(kind.node)
        }
      default: try unknown(member, known: ["argNum", "formatSpecifier", "variations"])
      }
    }
    path = base
    guard let forms else { throw fail(node, "has no plural variations; add \"variations\" : { \"plural\" : { … } }.") }
    return Substitution(argumentNumber: argument, formatSpecifier: specifier ?? "lld", plural: forms)
  }
}
