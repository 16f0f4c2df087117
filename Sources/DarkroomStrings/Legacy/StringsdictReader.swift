import Foundation

/// Reads a `.stringsdict` file: the property list of plural and device rules described in
/// Apple's "Stringsdict File Format" (`NSStringLocalizedFormatKey`, `NSStringPluralRuleType`,
/// `NSStringDeviceSpecificRuleType`).
///
/// ```swift
/// let values = try StringsdictReader.read(URL(fileURLWithPath: "ru.lproj/Localizable.stringsdict"))
/// values["%d files"]?.unit?.value                          // "%#@files@"
/// values["%d files"]?.substitutions["files"]?.plural[.few]?.unit?.value   // "%d файла"
/// ```
public enum StringsdictReader {
  public static func read(_ url: URL) throws(StringsFileError) -> [String: LocalizedValue] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StringsFileError(file: url, problem: "cannot be read (\(error.localizedDescription)); check that it exists and is readable.")
    }
    var result: [String: LocalizedValue] = [:]
    for (key, value) in try PropertyListStrings.dictionary(data, file: url) {
      let entry = Entry(file: url, key: key)
      result[key] = try entry.value(value)
    }
    return result
  }

  private struct Entry {
    let file: URL
    let key: String

    func fail(_ path: [String], _ problem: String) -> StringsFileError {
      StringsFileError(file: file, key: key, path: [key] + path, problem: problem)
    }

    func value(_ object: Any) throws(StringsFileError) -> LocalizedValue {
      guard let rules = object as? [String: Any] else {
        throw fail([], "must be a dictionary with NSStringLocalizedFormatKey (or NSStringDeviceSpecificRuleType).")
      }
      if let type = rules["NSStringFormatSpecTypeKey"] as? String, type == "NSStringDeviceSpecificRuleType" {
        return try deviceRules(rules, path: [])
      }
      guard let format = rules["NSStringLocalizedFormatKey"] else {
        throw fail([], "has no NSStringLocalizedFormatKey; add the format with its %#@variable@ tokens.")
      }
      guard let formatText = format as? String else {
        throw fail(["NSStringLocalizedFormatKey"], "must be a string.")
      }
      var value = LocalizedValue(unit: StringUnit(formatText))
      for (name, variable) in rules where name != "NSStringLocalizedFormatKey" {
        guard let variable = variable as? [String: Any] else {
          throw fail([name], "must be a dictionary of rules for the %#@\(name)@ token.")
        }
        switch variable["NSStringFormatSpecTypeKey"] as? String {
        case "NSStringPluralRuleType":
          value.substitutions[name] = try pluralRule(variable, path: [name])
        case "NSStringDeviceSpecificRuleType":
          throw fail([name], "a device rule belongs at the top of the key's dictionary, not inside a token.")
        case let other:
          throw fail(
            [name, "NSStringFormatSpecTypeKey"],
            "is \(other.map { "\"\($0)\"" } ?? "missing"); Darkroom reads NSStringPluralRuleType here (and NSStringDeviceSpecificRuleType for a whole key).")
        }
      }
      for token in FormatSpecifier.parse(formatText).compactMap(\.substitutionName) where value.substitutions[token] == nil {
        throw fail(["NSStringLocalizedFormatKey"], "uses %#@\(token)@, but the key's dictionary has no \"\(token)\" rules; add them.")
      }
      return value
    }

    private func pluralRule(_ rule: [String: Any], path: [String]) throws(StringsFileError) -> Substitution {
      var forms: [PluralCategory: LocalizedValue] = [:]
      var specifier = "d"
      for (name, text) in rule {
        switch name {
        case "NSStringFormatSpecTypeKey": continue
        case "NSStringFormatValueTypeKey":
          guard let text = text as? String else { throw fail(path + [name], "must be a string such as \"d\" or \"lld\".") }
          specifier = text
        default:
          guard let category = PluralCategory(rawValue: name) else {
            throw fail(path + [name], "is not a plural category; CLDR's are zero, one, two, few, many and other.")
          }
          guard let text = text as? String else { throw fail(path + [name], "must be a string.") }
          forms[category] = LocalizedValue(unit: StringUnit(text))
        }
      }
      guard forms[.other] != nil else {
        throw fail(path, "has no \"other\" form; add it, it is used for every number without its own form.")
      }
      return Substitution(argumentNumber: nil, formatSpecifier: specifier, plural: forms)
    }

    private func deviceRules(_ rules: [String: Any], path: [String]) throws(StringsFileError) -> LocalizedValue {
      var value = LocalizedValue()
      for (name, text) in rules where name != "NSStringFormatSpecTypeKey" {
        guard let device = DeviceClass(rawValue: name) else {
          throw fail(path + [name], "is not a device; expected one of \(DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        guard let text = text as? String else { throw fail(path + [name], "must be a string.") }
        value.device[device] = LocalizedValue(unit: StringUnit(text))
      }
      guard !value.device.isEmpty else { throw fail(path, "has no device values.") }
      return value
    }
  }
}
