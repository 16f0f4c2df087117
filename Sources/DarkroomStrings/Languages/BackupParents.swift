/// How close a localization is to its parent when no localization lies on a language's own line
/// of parents and it borrows a relative's: `de-DE` is plain German (distance 0), `pt-PT` is further
/// from `pt` (2) than `pt-BR` is. Apple's ICU weighs its choice this way in
/// `ualoc_localizationsToUse`; any other explicit parent counts as distance 1.
///
/// ```swift
/// BackupParents.parent(of: LanguageTag("en-US")!)    // (en, 0)
/// BackupParents.parent(of: LanguageTag("es-419")!)   // (es, 2)
/// BackupParents.parent(of: LanguageTag("pt-AO")!)    // (pt-PT, 1), CLDR's parent
/// ```
enum BackupParents {
  /// More than any distance in the table: nothing chosen yet.
  static let farthest = 8

  /// The weighted parent of `tag`; `tag` is `nil` for a parent that is the root. `nil` when
  /// no table names a parent (the parent is only the tag without its last subtag).
  static func parent(of tag: LanguageTag) -> (tag: LanguageTag?, distance: Int)? {
    if let weighted = weighted[tag.description] { return (LanguageTag(weighted.parent), weighted.distance) }
    if let explicit = ParentLocales.explicitParent(of: tag) { return (explicit.tag, 1) }
    return nil
  }

  private static let weighted: [String: (parent: String, distance: Int)] = [
    "de-DE": ("de", 0), "en-001": ("en", 2), "en-150": ("en-GB", 1), "en-AU": ("en-GB", 1), "en-GB": ("en-001", 0),
    "en-US": ("en", 0), "es-419": ("es", 2), "es-MX": ("es-419", 0), "fr-FR": ("fr", 0), "it-IT": ("it", 0),
    "pt-PT": ("pt", 2), "yue-Hans-CN": ("yue-Hans", 0), "yue-Hant-HK": ("yue-Hant", 0), "zh-Hans-CN": ("zh-Hans", 0),
    "zh-Hant-HK": ("zh-Hant", 1), "zh-Hant-TW": ("zh-Hant", 0),
  ]
}
