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
/// A catalog is read as Xcode builds it: one malformed string never costs the others. A
/// localization Darkroom cannot read (an unknown variation, plural category or device, no
/// text) is left out and reported in ``StringTable/warnings`` with the file, key, path and
/// line; every `state` is accepted, `""` and names a newer Xcode may write included, and
/// unknown members are ignored (those that could hold text are reported too). Only a file
/// that is not a catalog at all (not JSON, no `sourceLanguage` or `strings`) is an error.
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

  /// Why bytes named `.xcstrings` are not a String Catalog at all, or `nil` when they may
  /// be one: a Git LFS pointer, or JSON with neither `sourceLanguage` nor `strings`.
  static func notACatalog(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: Array("version https://git-lfs".utf8)) {
      return "it is a Git LFS pointer, not the catalog; run `git lfs pull` to fetch the file."
    }
    guard let root = try? JSONParser.parse(bytes) else { return nil }
    guard case .object(let members) = root.value, members.contains(where: { ["sourceLanguage", "strings"].contains($0.key) })
    else {
      return "it is JSON, but not a String Catalog (no \"sourceLanguage\" or \"strings\")."
    }
    return nil
  }
}

/// Walks a catalog's JSON tree, keeping the path for errors.
struct CatalogNodeReader {
  let file: URL
  var key: String?
  var path: [String] = []
  /// What was passed over, in file order.
  var warnings: [StringsFileError] = []

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

  /// Ignores an unknown member, as Xcode does; one whose value could hold text (an object or
  /// an array) is reported, in case it is a misspelt known one.
  mutating func unknown(_ member: JSONMember, known: [String]) {
    switch member.node.value {
    case .string, .number, .bool, .null: return
    case .object, .array:
      warnings.append(
        fail(
          member.node,
          "unknown member \"\(member.key)\" was ignored; Darkroom reads \(known.map { "\"\($0)\"" }.joined(separator: ", ")). "
            + "Check the spelling, or report the field if a newer Xcode wrote it."))
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
          do { entries[entry.key] = try self.entry(entry) } catch { warnings.append(error) }
        }
        key = nil
      default: unknown(member, known: ["sourceLanguage", "strings", "version"])
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
    var table = StringTable(name: name, sourceLanguage: sourceLanguage, entries: entries, files: [file.path])
    table.warnings = warnings
    return table
  }

  private mutating func entry(_ member: JSONMember) throws(StringsFileError) -> CatalogEntry {
    var entry = CatalogEntry(key: member.key)
    let base = path
    for field in try object(member.node, "the entry for this key") {
      path = base + [field.key]
      switch field.key {
      case "comment": entry.comment = tolerated { reader throws(StringsFileError) in try reader.string(field.node, "a comment") }
      case "extractionState":
        entry.extractionState = tolerated { reader throws(StringsFileError) in try reader.string(field.node, "an extraction state") }
      case "shouldTranslate":
        if case .bool(let flag) = field.node.value {
          entry.shouldTranslate = flag
        } else {
          warnings.append(fail(field.node, "expected true or false, found \(field.node.value.kindDescription); the key is translated."))
        }
      case "localizations":
        for localization in try object(field.node, "the localizations, keyed by language") {
          path = base + ["localizations", localization.key]
          guard LanguageTag(localization.key) != nil else {
            warnings.append(
              fail(localization.node, "\"\(localization.key)\" is not a language identifier (such as \"de\" or \"zh-Hans\"); the localization was left out."))
            continue
          }
          do { entry.localizations[localization.key] = try value(localization.node) } catch { warnings.append(error) }
        }
      default: unknown(field, known: ["comment", "extractionState", "shouldTranslate", "localizations"])
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
      case "stringSet": value.stringSet = try stringSet(member.node)
      case "variations": try variations(member.node, into: &value)
      case "substitutions":
        for substitution in try object(member.node, "the substitutions, keyed by name") {
          path = base + ["substitutions", substitution.key]
          value.substitutions[substitution.key] = try self.substitution(substitution.node)
        }
      default: unknown(member, known: ["stringUnit", "stringSet", "variations", "substitutions"])
      }
    }
    path = base
    if value.unit == nil, let phrases = value.stringSet, let first = phrases.values.first {
      // An App Shortcuts phrase list: its first phrase is the text a lookup shows.
      value.unit = StringUnit(first, state: phrases.state)
    }
    if value.unit == nil && value.plural.isEmpty && value.device.isEmpty {
      throw fail(
        node,
        "has neither a \"stringUnit\", a \"stringSet\" with values, nor \"variations\", so there is no text for it; "
          + "the localization was left out. Add a value or remove the localization.")
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
      case "state": state = self.state(member.node)
      case "value": text = try string(member.node, "the text")
      default: unknown(member, known: ["state", "value"])
      }
    }
    path = base
    guard let text else { throw fail(node, "has no \"value\"; add the text, or remove the string unit.") }
    return StringUnit(text, state: state ?? .translated)
  }

  /// Any state Xcode may write is kept as written (`""` included): the state tracks a
  /// translator's progress and does not decide whether the value ships. A state that is not
  /// a string is reported and read as unspecified.
  private mutating func state(_ node: JSONNode) -> TranslationState {
    guard case .string(let name) = node.value else {
      warnings.append(fail(node, "expected a state (a string), found \(node.value.kindDescription); the value is still used."))
      return .unspecified
    }
    return TranslationState(rawValue: name)
  }

  /// An App Shortcuts catalog's phrase list: `"stringSet" : { "state" : …, "values" : [ … ] }`.
  private mutating func stringSet(_ node: JSONNode) throws(StringsFileError) -> StringSet {
    var state: TranslationState?
    var values: [String] = []
    let base = path
    for member in try object(node, "a string set with \"state\" and \"values\"") {
      path = base + [member.key]
      switch member.key {
      case "state": state = self.state(member.node)
      case "values":
        guard case .array(let items) = member.node.value else {
          throw fail(member.node, "expected the phrases (an array of strings), found \(member.node.value.kindDescription).")
        }
        for (index, item) in items.enumerated() {
          path = base + ["values", String(index)]
          values.append(try string(item, "a phrase"))
        }
      default: unknown(member, known: ["state", "values"])
      }
    }
    path = base
    return StringSet(values, state: state ?? .translated)
  }

  /// The value of `body`, or `nil` with its error reported.
  private mutating func tolerated<T>(_ body: (Self) throws(StringsFileError) -> T) -> T? {
    do { return try body(self) } catch {
      warnings.append(error)
      return nil
    }
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
      default: unknown(member, known: ["argNum", "formatSpecifier", "variations"])
      }
    }
    path = base
    guard let forms else { throw fail(node, "has no plural variations; add \"variations\" : { \"plural\" : { … } }.") }
    return Substitution(argumentNumber: argument, formatSpecifier: specifier ?? "lld", plural: forms)
  }
}
