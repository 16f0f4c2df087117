/// The order in which an app's languages are tried for a requested one: the localizations
/// Apple's bundles choose for it (``LocalizationMatcher``), then the table's development
/// (source) language, and `Base` when there is a `Base.lproj`.
///
/// ```swift
/// LanguageFallback.chain(for: LanguageTag("pt-BR")!, available: ["en", "pt", "de"], developmentLanguage: "en")
/// // ["pt", "en"]
/// LanguageFallback.chain(for: LanguageTag("es-AR")!, available: ["en", "es", "es-419"], developmentLanguage: "en")
/// // ["es-419", "es", "en"]
/// LanguageFallback.chain(for: LanguageTag("zh-TW")!, available: ["zh-Hans", "zh-Hant", "en"], developmentLanguage: "en")
/// // ["zh-Hant", "en"]
/// ```
public enum LanguageFallback {
  /// The available languages to try, in order, ending with the development language (and
  /// `Base`, when there is a `Base.lproj`). Identifiers are returned as written in `available`.
  public static func chain(for requested: LanguageTag, available: [String], developmentLanguage: String) -> [String] {
    var chain = chains.value(Key(requested: requested, available: available)) {
      LocalizationMatcher.localizations(for: $0.requested, available: $0.available)
    }
    let development = LocalizationMatcher.Candidate(developmentLanguage)
    let written = available.sorted().first { identifier in
      LocalizationMatcher.Candidate(identifier).map { $0.normalized == development?.normalized } ?? false
    }
    let last = written ?? developmentLanguage
    if !chain.contains(last) { chain.append(last) }
    if available.contains("Base"), !chain.contains("Base") { chain.append("Base") }
    return chain
  }

  private struct Key: Hashable, Sendable {
    let requested: LanguageTag
    let available: [String]
  }

  private static let chains = Memo<Key, [String]>()

  /// An identifier as a language tag Apple would read it as (`English` is `en`).
  static func tag(_ identifier: String) -> LanguageTag? {
    LanguageAliases.tag(identifier).map(LanguageAliases.normalized)
  }
}
