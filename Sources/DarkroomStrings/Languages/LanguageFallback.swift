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
    chains.value(Key(requested: requested, available: available, developmentLanguage: developmentLanguage)) { key in
      var chain = LocalizationMatcher.localizations(for: key.requested, available: key.available)
      // The development language as the app's folders spell it (`English` for `en`).
      let development = LocalizationMatcher.Candidate(key.developmentLanguage)
      let written = key.available.sorted().first { identifier in
        LocalizationMatcher.Candidate(identifier).map { $0.normalized == development?.normalized } ?? false
      }
      let last = written ?? key.developmentLanguage
      if !chain.contains(last) { chain.append(last) }
      if key.available.contains("Base"), !chain.contains("Base") { chain.append("Base") }
      return chain
    }
  }

  private struct Key: Hashable, Sendable {
    let requested: LanguageTag
    let available: [String]
    let developmentLanguage: String
  }

  private static let chains = Memo<Key, [String]>()

  /// An identifier as a language tag Apple would read it as (`English` is `en`).
  static func tag(_ identifier: String) -> LanguageTag? {
    LanguageAliases.tag(identifier).map(LanguageAliases.normalized)
  }
}
