import DarkroomStrings

/// How a run's languages name the screenshot folders: by default the codes App Store Connect
/// and fastlane's `deliver` expect (`en` → `en-US`, `de` → `de-DE`, `es-AR` → `es-MX`,
/// `zh-HK` → `zh-Hant`, `ja` → `ja`), with your own choices laid over them.
///
/// ```swift
/// ScreenshotPlan(screens: screens, storeLanguages: .appStoreConnect)                      // en → en-US
/// ScreenshotPlan(screens: screens, storeLanguages: .appStoreConnect(["en": "en-GB"]))     // en → en-GB
/// ScreenshotPlan(screens: screens, storeLanguages: .runLanguages)                         // en → en
/// try StoreLanguages.appStoreConnect.folder(for: "pt")                                    // "pt-BR"
/// ```
///
/// The codes are App Store Connect's locale shortcodes ("App Store localizations" and
/// "Managing metadata in your app by using locale shortcodes" in Apple's App Store Connect
/// documentation). A language without a code of its own takes the nearest one through
/// Apple's parent localizations (`en-IN` → `en-GB`, `pt-AO` → `pt-PT`, `nb` → `no`), then
/// its language's usual store listing (`en` → `en-US`, `es` → `es-ES`, `pt` → `pt-BR`,
/// as `pt.lproj` is Brazilian Portuguese). Pseudo-languages keep their names: they are for
/// looking the set over, not for upload.
public struct StoreLanguages: Sendable, Equatable {
  /// Folder names chosen per run language, used before anything else.
  public var overrides: [String: String]
  /// Whether languages without an override take App Store Connect's codes (otherwise they
  /// keep the run's names).
  public var usesStoreCodes: Bool

  public init(overrides: [String: String] = [:], usesStoreCodes: Bool = true) {
    self.overrides = overrides
    self.usesStoreCodes = usesStoreCodes
  }

  /// App Store Connect's codes.
  public static let appStoreConnect = StoreLanguages()
  /// App Store Connect's codes, with `overrides` for some run languages.
  public static func appStoreConnect(_ overrides: [String: String]) -> StoreLanguages {
    StoreLanguages(overrides: overrides)
  }
  /// The run's own language names, as written.
  public static let runLanguages = StoreLanguages(usesStoreCodes: false)

  /// The folder a run language's screenshots go in.
  ///
  /// - Throws: ``ScreenshotError/noStoreLanguage(_:valid:)`` for a language App Store
  ///   Connect has no listing for (such as `fa` or `sr`), naming the codes; map it with an
  ///   override, or leave it out of the export.
  public func folder(for language: String) throws(ScreenshotError) -> String {
    if let chosen = overrides[language] {
      guard !chosen.isEmpty, chosen != ".", chosen != "..", !chosen.contains("/"), !chosen.contains("\\") else {
        throw .invalidPlan("the folder '\(chosen)' for '\(language)' in storeLanguages is not a folder name; use a code such as en-US")
      }
      return chosen
    }
    guard usesStoreCodes, !ScreenshotPlan.isPseudoLanguage(language) else { return language }
    guard let code = Self.storeCode(for: language) else {
      throw .noStoreLanguage(language, valid: Self.codes)
    }
    return code
  }

  /// The folder of every run language; two languages sharing a folder would overwrite each
  /// other's screenshots, so that is an error naming both.
  public func folders(for languages: [String]) throws(ScreenshotError) -> [String: String] {
    var folders: [String: String] = [:]
    var owners: [String: String] = [:]
    for language in languages {
      let folder = try folder(for: language)
      if let other = owners[folder], other != language {
        throw .invalidPlan(
          "the languages '\(other)' and '\(language)' would both go in the folder '\(folder)'; "
            + "give one of them another folder in ScreenshotPlan.storeLanguages, or export one of them")
      }
      owners[folder] = language
      folders[language] = folder
    }
    return folders
  }

  /// App Store Connect's code for a language, or `nil` when it has none.
  public static func storeCode(for language: String) -> String? {
    if let exact = codes.first(where: { $0.lowercased() == language.replacingOccurrences(of: "_", with: "-").lowercased() }) {
      return exact
    }
    guard let tag = LanguageTag(language) else { return nil }
    let normalized = LanguageAliases.normalized(tag)
    for candidate in [normalized] + ParentLocales.ancestors(of: normalized) {
      if let code = codeTags.first(where: { $0.tag == candidate })?.code { return code }
      if let usual = usualListings[candidate.description] { return usual }
    }
    return nil
  }

  /// App Store Connect's locale shortcodes for app metadata and screenshots.
  public static let codes = [
    "ar-SA", "bn", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi", "fr-CA",
    "fr-FR", "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kn", "ko", "ml", "mr", "ms", "nl-NL", "no", "or", "pa", "pl",
    "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi", "zh-Hans", "zh-Hant",
  ]

  private static let codeTags: [(code: String, tag: LanguageTag)] = codes.compactMap { code in
    LanguageTag(code).map { (code, LanguageAliases.normalized($0)) }
  }

  /// The listing a language without a region of its own is shown in.
  private static let usualListings: [String: String] = [
    "ar": "ar-SA", "de": "de-DE", "en": "en-US", "en-001": "en-GB", "es": "es-ES", "es-419": "es-MX", "fr": "fr-FR",
    "nl": "nl-NL", "pt": "pt-BR",
  ]
}
