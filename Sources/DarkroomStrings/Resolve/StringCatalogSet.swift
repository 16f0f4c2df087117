import Foundation

/// All of an app's strings, by table, and the lookup SwiftUI does when it shows a
/// `Text("key")`: the language fallback chain, device and plural variations, substitutions,
/// pseudo-languages, and the arguments filled in for the locale.
///
/// ```swift
/// let strings = try StringCatalogSet.load(from: URL(fileURLWithPath: "Sources/App"))
/// let german = Locale(identifier: "de")
/// try strings.resolve(key: "%lld items", locale: german, arguments: [.integer(1)]).text      // "1 Artikel"
/// try strings.resolve(key: "Settings", locale: Locale(identifier: "pt-BR")).usedLanguage   // "pt"
/// strings.format(forKey: "%lld items", table: nil, locale: german, arguments: [.integer(3)]) // "%lld Artikel"
/// strings.missingTranslations(for: Locale(identifier: "es"))   // every key Spanish lacks
/// ```
public struct StringCatalogSet: Sendable, Equatable {
  /// The tables by name (`Localizable`, `InfoPlist`…).
  public let tables: [String: StringTable]
  /// The language `.lproj`-only tables are written in, and the last resort of every chain.
  public let developmentLanguage: String
  /// The table used when none is named.
  public static let defaultTable = "Localizable"

  /// The app's localizations, as its bundle lists them: every language any table has a
  /// value in, and each table's source language. A language is matched against these, not
  /// against one key's translations, as a bundle picks its `.lproj` before it reads a key.
  public let localizations: [String]
  /// Files under the folder that were passed over, and why (not strings, or not a kind
  /// Darkroom reads); the load itself succeeded.
  public internal(set) var skippedFiles: [SkippedFile] = []

  public init(tables: [StringTable], developmentLanguage: String = "en") {
    self.tables = Dictionary(tables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    self.developmentLanguage = developmentLanguage
    var languages = Set(self.tables.values.flatMap(\.languages))
    for table in self.tables.values { languages.insert(table.sourceLanguage) }
    localizations = languages.sorted()
  }

  /// Every string Darkroom passed over while reading, with the file, key and reason: values
  /// Xcode would also leave out of the built app, such as a localization with no text.
  public var warnings: [StringsFileError] {
    tables.keys.sorted().flatMap { tables[$0]?.warnings ?? [] }
  }

  /// Reads every `*.xcstrings` under `folder`, and every `.strings` and `.stringsdict` in
  /// its `<language>.lproj` folders. A single `.xcstrings` file may be passed instead.
  /// - Parameter developmentLanguage: the language of `.lproj`-only tables; by default the
  ///   catalogs' source language, or `en` when there is no catalog.
  /// - Throws: `StringsFileError` naming the file, key and place of anything malformed.
  public static func load(from folder: URL, developmentLanguage: String? = nil) throws(StringsFileError) -> StringCatalogSet {
    try StringCatalogLoader.load(from: folder, developmentLanguage: developmentLanguage)
  }

  /// Every language any table has a value in.
  public var languages: [String] {
    Set(tables.values.flatMap(\.languages)).sorted()
  }

  // MARK: Lookup

  /// Looks `key` up for `locale` and fills in `arguments`.
  ///
  /// A key no table has shows itself (formatted), with `missing` set. A pseudo-language's tag
  /// (`en-XA`, `en-XL`, `ar-XB`) resolves the development language's text and rewrites it.
  /// - Throws: `StringFormatError` when the arguments do not fit the format, `StringsFileError`
  ///   when the value's variations are inconsistent, `ICUError` when ICU cannot serve the locale.
  public func resolve(
    key: String, table: String? = nil, locale: Locale, arguments: [StringArgument] = [],
    device: DeviceClass = .iphone, timeZone: String = "UTC"
  ) throws -> Resolution {
    let requested = LanguageTag(locale) ?? LanguageTag(language: developmentLanguage)
    let choice = try choose(key: key, table: table, requested: requested, arguments: arguments, device: device)
    // The digits are the locale's own (its `@numbers=` keyword included), as a view formats them.
    let digits = choice.pseudo == nil ? NumberingSystem.of(locale) : nil
    let formatter = StringFormatter(language: choice.formattingLanguage, timeZone: timeZone, numberingSystem: digits)
    return Resolution(
      key: key, table: choice.table, text: try formatter.format(choice.format, arguments), format: choice.format,
      requestedLanguage: requested.description, usedLanguage: choice.usedLanguage, state: choice.state,
      isRightToLeft: choice.pseudo == .rightToLeft || (choice.pseudo == nil && requested.isRightToLeft),
      pseudoLanguage: choice.pseudo, missing: choice.missing)
  }

  /// The format to show for `key` in `locale`, with device and plural variations and
  /// substitutions already chosen for `arguments`, its own conversions (`%lld`, `%@`) still
  /// in place; `nil` when no table has the key, or when its value cannot be resolved
  /// (`resolve` throws the reason). This is the shape a view layer's string source needs.
  public func format(
    forKey key: String, table: String?, locale: Locale, arguments: [StringArgument], device: DeviceClass = .iphone
  ) -> String? {
    let requested = LanguageTag(locale) ?? LanguageTag(language: developmentLanguage)
    guard let choice = try? choose(key: key, table: table, requested: requested, arguments: arguments, device: device),
      choice.usedLanguage != nil
    else { return nil }
    return choice.format
  }

  /// Every key, in every table, that `locale` shows in another language, sorted by table and key.
  public func missingTranslations(for locale: Locale) -> [MissingTranslation] {
    let requested = LanguageTag(locale) ?? LanguageTag(language: developmentLanguage)
    guard PseudoLanguage(tag: requested) == nil else { return [] }
    var missing: [MissingTranslation] = []
    for name in tables.keys.sorted() {
      guard let table = tables[name] else { continue }
      for key in table.entries.keys.sorted() {
        if let gap = lookup(key: key, in: table, requested: requested)?.missing { missing.append(gap) }
      }
    }
    return missing
  }

  /// The length in characters of the longest value the key has in any language (format
  /// conversions left as written), which the expanded pseudo-language grows to.
  public func longestTranslation(key: String, table: String? = nil) -> Int {
    guard let entry = tables[table ?? Self.defaultTable]?.entries[key] else { return key.count }
    return entry.localizations.values.flatMap(\.allUnits).map(\.value.count).max() ?? key.count
  }

  // MARK: Choosing

  private struct Choice {
    var table: String
    var format: String
    var usedLanguage: String?
    var formattingLanguage: LanguageTag
    var state: TranslationState?
    var pseudo: PseudoLanguage?
    var missing: MissingTranslation?
  }

  private struct Lookup {
    var value: LocalizedValue?
    var language: String
    var origin: String
    var missing: MissingTranslation?
  }

  /// The language a table's value comes from for `requested`, walking the fallback chain.
  private func lookup(key: String, in table: StringTable, requested: LanguageTag) -> Lookup? {
    guard let entry = table.entries[key] else { return nil }
    let source = table.sourceLanguage
    let origin = entry.origins.values.sorted().first ?? table.files.first ?? table.name
    if !entry.shouldTranslate {
      return Lookup(value: entry.localizations[source], language: source, origin: entry.origins[source] ?? origin)
    }
    for language in LanguageFallback.chain(for: requested, available: localizations, developmentLanguage: source) {
      let value = entry.localizations[language]
      // The source language needs no value of its own: the key is its text.
      guard value != nil || language == source else { continue }
      let used = LanguageFallback.tag(language == "Base" ? source : language)
      // Same language in the same script: `pt` serves `pt-BR`, but `zh-Hans` does not serve `zh-TW`.
      let wanted = LanguageAliases.normalized(requested)
      let sameLanguage = used.map { $0.language == wanted.language && $0.maximized.script == wanted.maximized.script } ?? false
      let missing = sameLanguage ? nil : MissingTranslation(key: key, table: table.name, requestedLanguage: requested.description, usedLanguage: language)
      return Lookup(value: value, language: language, origin: entry.origins[language] ?? origin, missing: missing)
    }
    return nil
  }

  private func choose(
    key: String, table tableName: String?, requested: LanguageTag, arguments: [StringArgument], device: DeviceClass
  ) throws -> Choice {
    let name = tableName ?? Self.defaultTable
    let pseudo = PseudoLanguage(tag: requested)
    let development = LanguageTag(tables[name]?.sourceLanguage ?? developmentLanguage) ?? LanguageTag(language: "en")
    let effective = pseudo == nil ? requested : development
    guard let table = tables[name], let found = lookup(key: key, in: table, requested: effective) else {
      let format = pseudo?.transform(key) ?? key
      return Choice(
        table: name, format: format, usedLanguage: nil, formattingLanguage: effective, pseudo: pseudo,
        missing: MissingTranslation(key: key, table: name, requestedLanguage: requested.description, usedLanguage: nil))
    }
    // Plural forms follow the language of the text shown; numbers and dates are formatted for
    // the locale asked for, as SwiftUI formats interpolations with the environment's locale.
    let language = LanguageFallback.tag(found.language == "Base" ? table.sourceLanguage : found.language) ?? development
    var format = key
    var state: TranslationState?
    if let value = found.value {
      let resolver = VariantResolver(
        rules: try PluralRules(language), device: device, arguments: arguments,
        origin: (file: found.origin, key: key, language: found.language))
      (format, state) = try resolver.format(for: value)
    }
    if let pseudo {
      format = pseudo.transform(format, longestTranslation: longestTranslation(key: key, table: name))
    }
    return Choice(
      table: name, format: format, usedLanguage: found.language, formattingLanguage: effective, state: state,
      pseudo: pseudo, missing: pseudo == nil ? found.missing : nil)
  }
}
