import Foundation

/// One table of strings (`Localizable`, `InfoPlist`, `Settings`…): every key with its value in
/// each language, gathered from the table's String Catalog and `.lproj` files.
///
/// ```swift
/// let table = set.tables["Localizable"]
/// table?.entries["Settings"]?.localizations["de"]?.unit?.value   // "Einstellungen"
/// ```
public struct StringTable: Sendable, Equatable {
  /// The table's name: the file name without extension.
  public let name: String
  /// The language the keys are written in (the catalog's `sourceLanguage`, or the set's
  /// development language for `.lproj` files).
  public internal(set) var sourceLanguage: String
  /// The entries by key.
  public internal(set) var entries: [String: CatalogEntry]
  /// The files the table was read from.
  public internal(set) var files: [String]
  /// Strings passed over while reading, each naming its file, key and place.
  public internal(set) var warnings: [StringsFileError] = []

  public init(name: String, sourceLanguage: String, entries: [String: CatalogEntry] = [:], files: [String] = []) {
    self.name = name
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    self.files = files
  }

  /// Every language with at least one value in the table.
  public var languages: [String] {
    Set(entries.values.flatMap(\.localizations.keys)).sorted()
  }
}

/// One key of a table.
public struct CatalogEntry: Sendable, Equatable {
  public let key: String
  /// The comment for translators.
  public var comment: String?
  /// `extractionState` (`manual`, `stale`, `extracted_with_value`, `migrated`), if written.
  public var extractionState: String?
  /// `false` when the key is marked "don't translate": every language shows the source value.
  public var shouldTranslate: Bool
  /// The value in each language, keyed by the language as written in the file (`pt-BR`).
  public var localizations: [String: LocalizedValue]
  /// For each language, the file its value came from.
  public var origins: [String: String]

  public init(
    key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
    localizations: [String: LocalizedValue] = [:], origins: [String: String] = [:]
  ) {
    self.key = key
    self.comment = comment
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
    self.localizations = localizations
    self.origins = origins
  }
}
