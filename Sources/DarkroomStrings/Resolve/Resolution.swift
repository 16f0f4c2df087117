/// The outcome of looking a key up for a locale: the text to show, the format it was filled
/// from, and where it came from, including whether it fell back to another language.
///
/// ```swift
/// let resolution = try set.resolve(key: "Settings", locale: Locale(identifier: "es"))
/// resolution.text              // "Settings": Spanish has no value
/// resolution.missing           // MissingTranslation(key: "Settings", table: "Localizable",
///                              //   requestedLanguage: "es", usedLanguage: "en")
/// ```
public struct Resolution: Sendable, Equatable {
  /// The key looked up.
  public let key: String
  /// The table it was looked up in.
  public let table: String
  /// The text to show: the format with its arguments filled in.
  public let text: String
  /// The format after variations and substitutions were chosen, before arguments were filled.
  public let format: String
  /// The language asked for (`pt-BR`, or a pseudo-language's tag such as `en-XA`).
  public let requestedLanguage: String
  /// The language whose value was used, as the catalog writes it; `nil` when no table has the
  /// key and the key itself is shown.
  public let usedLanguage: String?
  /// The value's translation state, when it came from a String Catalog.
  public let state: TranslationState?
  /// Whether the text should be laid out right to left (Arabic, Hebrew, the RTL pseudo-language).
  public let isRightToLeft: Bool
  /// The pseudo-language applied, if one was requested.
  public let pseudoLanguage: PseudoLanguage?
  /// Set when the requested language had no value and another language's was used, or when
  /// no table has the key at all.
  public let missing: MissingTranslation?

  /// Whether the text came from a language other than the one asked for.
  public var fellBack: Bool { missing != nil }
}

/// A key shown in another language than the one asked for: what the layout lint reports as a
/// missing translation.
public struct MissingTranslation: Sendable, Hashable, CustomStringConvertible {
  public let key: String
  public let table: String
  /// The language asked for.
  public let requestedLanguage: String
  /// The language shown instead; `nil` when no table has the key (the key itself is shown).
  public let usedLanguage: String?

  public init(key: String, table: String, requestedLanguage: String, usedLanguage: String?) {
    self.key = key
    self.table = table
    self.requestedLanguage = requestedLanguage
    self.usedLanguage = usedLanguage
  }

  public var description: String {
    if let usedLanguage {
      return "\"\(key)\" (\(table)) has no \(requestedLanguage) translation; \(usedLanguage) is shown"
    }
    return "\"\(key)\" is in no \(table) table; the key itself is shown"
  }
}
