/// The parent of each localization, as Apple's bundles walk them when a language has no
/// folder of its own: `es-MX` → `es-419` → `es`, `pt-MO` → `pt-PT` → `pt`, `en-IN` → `en-GB`
/// → `en-001` → `en`, `zh-Hant-MO` → `zh-Hant-HK` → `zh-Hant`.
///
/// ```swift
/// ParentLocales.parent(of: LanguageTag("es-AR")!)        // es-419
/// ParentLocales.parent(of: LanguageTag("en-NZ")!)        // en-AU (Apple's, where CLDR says en-001)
/// ParentLocales.parent(of: LanguageTag("zh-Hant")!)      // nil: Traditional Chinese never falls to `zh`
/// ```
///
/// The data are CLDR's `parentLocales` (supplemental data, release 45), with Apple's own
/// parents for English laid over them, as Apple's ICU publishes them with
/// `ualoc_localizationsToUse` (most English regions fall to `en-GB`, European ones through
/// `en-150`, Oceanian ones to `en-AU`). A locale with neither drops its last subtag.
public enum ParentLocales {
  /// The localization `tag` falls back to, or `nil` at the root (a bare language, or a
  /// script CLDR does not let fall to its language, such as `sr-Latn` or `zh-Hant`).
  public static func parent(of tag: LanguageTag) -> LanguageTag? {
    if let explicit = explicitParent(of: tag) { return explicit.root ? nil : explicit.tag }
    if tag.region != nil { return LanguageTag(language: tag.language, script: tag.script) }
    if tag.script != nil { return LanguageTag(language: tag.language) }
    return nil
  }

  /// The parent a table names for `tag` (Apple's first, then CLDR's), without the
  /// drop-the-last-subtag rule; `root` when the table sends it to the root.
  static func explicitParent(of tag: LanguageTag) -> (tag: LanguageTag?, root: Bool)? {
    let key = tag.description
    if let parent = appleEnglishParents[key] { return (LanguageTag(parent), false) }
    if cldrRootChildren.contains(key) { return (nil, true) }
    if let parent = cldrParents[key] { return (LanguageTag(parent), false) }
    return nil
  }

  /// Every ancestor of `tag`, nearest first, ending with its bare language where the chain
  /// reaches it.
  public static func ancestors(of tag: LanguageTag) -> [LanguageTag] {
    var chain: [LanguageTag] = []
    var current = tag
    // The tables have no cycles; the bound only guards against a future edit adding one.
    while chain.count < 12, let next = parent(of: current) {
      chain.append(next)
      current = next
    }
    return chain
  }

  // MARK: Data

  /// Apple's parents for English regions, which replace CLDR's `en-001` for these.
  static let appleEnglishParents: [String: String] = {
    var parents: [String: String] = ["en-150": "en-GB", "en-IL": "en-001"]
    let toBritish = [
      "AG", "AI", "AU", "BB", "BD", "BM", "BS", "BW", "BZ", "DG", "DM", "FJ", "FK", "GD", "GG", "GH", "GI", "GM", "GY",
      "HK", "IE", "IM", "IN", "IO", "JE", "JM", "KE", "KI", "KN", "KY", "LC", "LK", "LS", "MO", "MS", "MT", "MU", "MV",
      "MW", "MY", "NA", "NG", "PK", "PN", "SB", "SC", "SD", "SG", "SH", "SL", "SS", "SZ", "TC", "TO", "TT", "TV", "TZ",
      "UG", "VC", "VG", "VU", "ZA", "ZM", "ZW",
    ]
    let toEurope = [
      "AD", "AL", "AT", "BA", "BE", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IS", "IT",
      "LT", "LU", "LV", "ME", "NL", "NO", "PL", "PT", "RO", "RS", "RU", "SE", "SI", "SK", "UA",
    ]
    let toAustralian = ["CC", "CK", "CX", "NF", "NR", "NU", "NZ", "PG", "WS"]
    for region in toBritish { parents["en-\(region)"] = "en-GB" }
    for region in toEurope { parents["en-\(region)"] = "en-150" }
    for region in toAustralian { parents["en-\(region)"] = "en-AU" }
    return parents
  }()

  /// CLDR's `parentLocales` entries that name a parent other than the root.
  static let cldrParents: [String: String] = {
    var parents: [String: String] = [
      "en-GB": "en-001", "hi-Latn": "en-IN", "ht": "fr-HT", "nb": "no", "nn": "no", "no-NO": "no",
      "zh-Hant-MO": "zh-Hant-HK",
    ]
    let internationalEnglish = [
      "AG", "AI", "AU", "BB", "BM", "BS", "BW", "BZ", "CC", "CK", "CM", "CX", "CY", "DG", "DM", "ER", "FJ", "FK", "FM",
      "GD", "GG", "GH", "GI", "GM", "GY", "HK", "ID", "IE", "IL", "IM", "IN", "IO", "JE", "JM", "KE", "KI", "KN", "KY",
      "LC", "LR", "LS", "MG", "MO", "MS", "MT", "MU", "MV", "MW", "MY", "NA", "NF", "NG", "NR", "NU", "NZ", "PG", "PK",
      "PN", "PW", "RW", "SB", "SC", "SD", "SG", "SH", "SL", "SS", "SX", "SZ", "TC", "TK", "TO", "TT", "TV", "TZ", "UG",
      "VC", "VG", "VU", "WS", "ZA", "ZM", "ZW", "150",
    ]
    for region in internationalEnglish { parents["en-\(region)"] = "en-001" }
    for region in ["AT", "BE", "CH", "DE", "DK", "FI", "NL", "SE", "SI"] { parents["en-\(region)"] = "en-150" }
    let latinAmericanSpanish = [
      "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "JP", "MX", "NI", "PA", "PE", "PR", "PY",
      "SV", "US", "UY", "VE",
    ]
    for region in latinAmericanSpanish { parents["es-\(region)"] = "es-419" }
    for region in ["AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"] { parents["pt-\(region)"] = "pt-PT" }
    return parents
  }()

  /// Locales CLDR sends straight to the root: a script other than the language's usual one
  /// does not inherit the language's text.
  static let cldrRootChildren: Set<String> = [
    "az-Arab", "az-Cyrl", "bal-Latn", "blt-Latn", "bm-Nkoo", "bs-Cyrl", "byn-Latn", "cu-Glag", "dje-Arab", "dyo-Arab",
    "en-Dsrt", "en-Shaw", "ff-Adlm", "ff-Arab", "ha-Arab", "iu-Latn", "kk-Arab", "ks-Deva", "ku-Arab", "kxv-Deva",
    "kxv-Orya", "kxv-Telu", "ky-Arab", "ky-Latn", "ml-Arab", "mn-Mong", "mni-Mtei", "ms-Arab", "pa-Arab", "sat-Deva",
    "sd-Deva", "sd-Khoj", "sd-Sind", "shi-Latn", "so-Arab", "sr-Latn", "sw-Arab", "tg-Arab", "ug-Cyrl", "uz-Arab",
    "uz-Cyrl", "vai-Latn", "wo-Arab", "yo-Arab", "yue-Hans", "zh-Hant",
  ]
}
