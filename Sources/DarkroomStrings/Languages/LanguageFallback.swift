/// The order in which languages are tried for a requested one, as Apple's bundles do it: the
/// language as asked for, then with CLDR's likely script added, then without region, then
/// without script, and last the table's development (source) language.
///
/// ```swift
/// LanguageFallback.chain(for: LanguageTag("pt-BR")!, available: ["en", "pt", "de"], developmentLanguage: "en")
/// // ["pt", "en"]
/// LanguageFallback.chain(for: LanguageTag("zh-TW")!, available: ["zh-Hans", "zh-Hant", "en"], developmentLanguage: "en")
/// // ["zh-Hant", "en"]
/// ```
///
/// Apple describes the search in "Internationalization and Localization Guide: Language and
/// Locale IDs" and `Bundle.preferredLocalizations(from:forPreferences:)`; likely scripts and
/// regions come from CLDR's likelySubtags through ICU.
public enum LanguageFallback {
  /// The tags to look for, most specific first, without the development language.
  public static func candidates(for requested: LanguageTag) -> [LanguageTag] {
    candidateLists.value(requested, computeCandidates)
  }

  private static let candidateLists = Memo<LanguageTag, [LanguageTag]>()
  private static let parsedIdentifiers = Memo<String, LanguageTag?>()

  private static func computeCandidates(for requested: LanguageTag) -> [LanguageTag] {
    let likely = requested.maximized
    let script = requested.script ?? likely.script
    var tags = [requested]
    if let script {
      if let region = requested.region ?? (requested.script == nil ? nil : likely.region) {
        tags.append(LanguageTag(language: requested.language, script: script, region: region))
      }
      tags.append(LanguageTag(language: requested.language, script: script))
    }
    if let region = requested.region {
      tags.append(LanguageTag(language: requested.language, region: region))
    }
    tags.append(LanguageTag(language: requested.language))
    // A bare language also matches its likely region's folder (`pt` finds `pt-BR`).
    if requested.region == nil, let region = likely.region {
      tags.append(LanguageTag(language: requested.language, region: region))
      if let script { tags.append(LanguageTag(language: requested.language, script: script, region: region)) }
    }
    var seen: Set<LanguageTag> = []
    return tags.filter { seen.insert($0).inserted }
  }

  /// The available languages to try, in order, ending with the development language (and
  /// `Base`, when there is a `Base.lproj`). Identifiers are returned as written in `available`.
  public static func chain(for requested: LanguageTag, available: [String], developmentLanguage: String) -> [String] {
    var byTag: [LanguageTag: String] = [:]
    for identifier in available.sorted() {
      if let tag = parsedIdentifiers.value(identifier, { LanguageTag(legacyName($0)) }), byTag[tag] == nil {
        byTag[tag] = identifier
      }
    }
    var chain: [String] = []
    func add(_ identifier: String) {
      if !chain.contains(identifier) { chain.append(identifier) }
    }
    for candidate in candidates(for: requested) {
      if let match = byTag[candidate] { add(match) }
    }
    if let development = LanguageTag(developmentLanguage), let match = byTag[development] {
      add(match)
    } else {
      add(developmentLanguage)
    }
    if available.contains("Base") { add("Base") }
    return chain
  }

  /// Old `.lproj` folder names (`English.lproj`) as language identifiers.
  static func legacyName(_ identifier: String) -> String {
    switch identifier {
    case "English": "en"
    case "French": "fr"
    case "German": "de"
    case "Japanese": "ja"
    case "Spanish": "es"
    case "Italian": "it"
    case "Dutch": "nl"
    default: identifier
    }
  }
}
