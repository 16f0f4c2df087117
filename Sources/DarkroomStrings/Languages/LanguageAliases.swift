/// The one spelling Apple's localization matching compares: old folder names (`English`),
/// retired codes (`iw`, `in`) and Chinese without a script (`zh-TW`) are rewritten to what
/// they mean before any two languages are compared.
///
/// ```swift
/// LanguageAliases.normalized(LanguageTag("zh-TW")!)     // zh-Hant-TW
/// LanguageAliases.normalized(LanguageTag("English")!)   // en
/// LanguageAliases.normalized(LanguageTag("iw")!)        // he
/// ```
///
/// The names are those Apple's ICU documents for `ualoc_localizationsToUse` (old `.lproj`
/// names such as `English.lproj`, `no-NO` as `nb-NO`) and CLDR's language aliases for the
/// retired ISO 639 codes.
public enum LanguageAliases {
  /// Parses a localization's identifier, old folder names (`Portuguese`) included; `nil`
  /// for what is not a language.
  public static func tag(_ identifier: String) -> LanguageTag? {
    if let name = legacyNames[identifier.lowercased()] { return LanguageTag(name) }
    return LanguageTag(identifier)
  }

  public static func normalized(_ tag: LanguageTag) -> LanguageTag {
    if let whole = wholeTags[tag.description], let replaced = LanguageTag(whole) { return replaced }
    var language = tag.language
    var script = tag.script
    if let name = legacyNames[language] {
      let replaced = LanguageTag(name) ?? LanguageTag(language: name)
      language = replaced.language
      script = script ?? replaced.script
    } else if let code = retiredCodes[language] {
      let replaced = LanguageTag(code) ?? LanguageTag(language: code)
      language = replaced.language
      script = script ?? replaced.script
    }
    if language == "zh", script == nil {
      script = ["TW", "HK", "MO"].contains(tag.region ?? "") ? "Hant" : "Hans"
    }
    return LanguageTag(language: language, script: script, region: tag.region)
  }

  /// Apple's old `.lproj` folder names.
  static let legacyNames: [String: String] = [
    "arabic": "ar", "chinese": "zh-Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
    "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "norwegian": "nb",
    "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv", "thai": "th",
    "turkish": "tr",
  ]

  /// ISO 639 codes that were replaced, and what replaced them.
  static let retiredCodes: [String: String] = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "tl": "fil", "sh": "sr-Latn",
  ]

  /// Whole identifiers Apple rewrites.
  static let wholeTags: [String: String] = ["no-NO": "nb-NO"]
}
