import DarkroomStrings
import Foundation

/// String Catalogs, `.strings` and `.stringsdict`: each read, then every key looked up in
/// several languages (pseudo-languages too) with numbers that pick each plural form.
enum StringsHarness {
  static func catalog(_ bytes: [UInt8], file: String) -> FuzzOutcome {
    let table: StringTable
    do { table = try StringCatalogReader.read(bytes, from: URL(fileURLWithPath: file)) } catch {
      return .rejection(error.description, naming: file)
    }
    if let unnamed = table.warnings.first(where: { !$0.description.contains(file) }) { return .unnamedFile(unnamed.description) }
    return lookups(StringCatalogSet(tables: [table], developmentLanguage: table.sourceLanguage), file: file)
  }

  static func stringsFile(file: String) -> FuzzOutcome {
    let values: [String: String]
    do { values = try StringsFileReader.read(URL(fileURLWithPath: file)) } catch {
      return .rejection(error.description, naming: file)
    }
    let formatter = StringFormatter(locale: Locale(identifier: "de"))
    for key in values.keys.sorted().prefix(12) {
      do { _ = try formatter.format(values[key] ?? "", [.integer(3), .string("x"), .double(2.5)]) } catch is StringFormatError {
      } catch is ICUError {} catch { return .untypedError("formatting \"\(key)\": \(error)") }
    }
    var table = StringTable(name: "Localizable", sourceLanguage: "en", files: [file])
    table = StringTable(
      name: table.name, sourceLanguage: "en",
      entries: Dictionary(uniqueKeysWithValues: values.map { ($0.key, CatalogEntry(key: $0.key, localizations: ["de": LocalizedValue(unit: StringUnit($0.value))], origins: ["de": file])) }),
      files: [file])
    return lookups(StringCatalogSet(tables: [table]), file: file)
  }

  static func stringsdict(file: String) -> FuzzOutcome {
    let values: [String: LocalizedValue]
    do { values = try StringsdictReader.read(URL(fileURLWithPath: file)) } catch {
      return .rejection(error.description, naming: file)
    }
    let table = StringTable(
      name: "Localizable", sourceLanguage: "en",
      entries: Dictionary(uniqueKeysWithValues: values.map { ($0.key, CatalogEntry(key: $0.key, localizations: ["ru": $0.value, "en": $0.value], origins: ["ru": file, "en": file])) }),
      files: [file])
    return lookups(StringCatalogSet(tables: [table]), file: file)
  }

  private static let languages = ["en", "de", "ru", "ar", "en-XA", "en-XL"]
  private static let argumentSets: [[StringArgument]] = [
    [.integer(1), .string("Ana")], [.integer(3), .double(2.5)], [.double(0), .integer(21), .integer(-7)],
  ]

  /// Every key (up to six) in every language with every argument set: a value or a typed error.
  static func lookups(_ set: StringCatalogSet, file: String) -> FuzzOutcome {
    var resolved = 0, refused = 0
    let keys = set.tables.values.flatMap { $0.entries.keys }.sorted().prefix(6)
    for key in keys {
      for language in languages {
        for arguments in argumentSets {
          do {
            _ = try set.resolve(key: key, locale: Locale(identifier: language), arguments: arguments)
            resolved += 1
          } catch let error as StringsFileError {
            guard error.description.contains(file) else { return .unnamedFile(error.description) }
            refused += 1
          } catch is StringFormatError {
            refused += 1
          } catch is ICUError {
            refused += 1
          } catch {
            return .untypedError("looking up \"\(key)\" in \(language): \(type(of: error)) \(error)")
          }
          _ = set.format(forKey: key, table: nil, locale: Locale(identifier: language), arguments: arguments)
        }
      }
      _ = set.longestTranslation(key: key)
    }
    _ = set.missingTranslations(for: Locale(identifier: "de"))
    return .value("\(keys.count) keys: \(resolved) resolved, \(refused) refused")
  }
}
