import CICU
import Foundation
import Synchronization

/// CLDR's cardinal plural rules for one language, through ICU (`uplrules_open`,
/// `uplrules_selectFormatted`). This is what picks a String Catalog's `one`, `few` or `many`
/// variation for a number.
///
/// ```swift
/// let russian = try PluralRules(localeIdentifier: "ru")
/// try russian.category(for: 1)      // .one   (1 файл)
/// try russian.category(for: 3)      // .few   (3 файла)
/// try russian.category(for: 5)      // .many  (5 файлов)
/// try russian.category(for: 1.5, fractionDigits: 1)   // .other
/// russian.categories                // [.one, .few, .many, .other]
/// ```
///
/// The number is selected as it is shown: with `fractionDigits`, English `1.0` is `other`,
/// as CLDR's operands (visible fraction digits) require.
public struct PluralRules: Sendable {
  /// The language the rules are for.
  public let locale: LanguageTag
  /// The categories the language uses, in CLDR's order (`zero` … `other`).
  public let categories: [PluralCategory]
  private let rules: Rules

  /// The rules for a locale identifier such as `"ar"`, `"pt-BR"` or `"sr_Latn"`.
  /// - Throws: `ICUError` when the identifier has no language subtag or ICU cannot open rules.
  public init(localeIdentifier: String) throws(ICUError) {
    guard let tag = LanguageTag(localeIdentifier) else {
      throw ICUError(operation: "open plural rules (not a language identifier)", subject: localeIdentifier, code: 1)
    }
    try self.init(tag)
  }

  /// The rules for a Foundation locale's language.
  public init(locale: Locale) throws(ICUError) {
    try self.init(localeIdentifier: locale.identifier)
  }

  /// The rules for a language tag; built once per process and language.
  public init(_ tag: LanguageTag) throws(ICUError) {
    let rules = try Rules.shared(tag)
    self.locale = tag
    self.rules = rules
    self.categories = rules.categories
  }

  /// The category of a whole number.
  public func category(for value: Int) throws(ICUError) -> PluralCategory {
    try select(.integer(Int64(value)), fractionDigits: 0)
  }

  /// The category of a number shown with exactly `fractionDigits` digits after the decimal
  /// separator (`%.1f` shows one). Non-finite values are `other`.
  public func category(for value: Double, fractionDigits: Int) throws(ICUError) -> PluralCategory {
    guard value.isFinite else { return .other }
    return try select(.double(value), fractionDigits: fractionDigits)
  }

  private func select(_ value: NumberValue, fractionDigits: Int) throws(ICUError) -> PluralCategory {
    // Selection looks at the number's digits only, so the root locale's formatter (ASCII
    // digits, no grouping) serves every language.
    let skeleton = ICUNumberFormatter.skeleton(fractionDigits: fractionDigits) + " group-off"
    let formatter = try ICUNumberFormatter.shared(skeleton: skeleton, locale: LanguageTag(language: "en"), numberingSystem: "latn")
    let rules = self.rules
    let keyword = try formatter.format(value) { result throws(ICUError) in
      try icuUTF16("select a plural category", "\(value) in \(locale)") { buffer, capacity, status in
        darkroom_icu_plural_select_formatted(rules.pointer, result, buffer, capacity, status)
      }
    }.extra
    return PluralCategory(rawValue: keyword) ?? .other
  }

  /// ICU's rules object, closed when the last user lets go. Selecting only reads it (ICU's
  /// `PluralRules` is immutable once built), so sharing it between threads is sound.
  private final class Rules: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    let categories: [PluralCategory]

    private init(_ tag: LanguageTag) throws(ICUError) {
      var status: Int32 = 0
      let opened = darkroom_icu_plural_open(tag.icuIdentifier, &status)
      try ICUError.check(status, "open plural rules", tag.description)
      guard let opened else { throw ICUError(operation: "open plural rules", subject: tag.description, code: 1) }
      pointer = opened
      do throws(ICUError) {
        categories = try Self.keywords(opened, tag)
      } catch {
        darkroom_icu_plural_close(opened)
        throw error
      }
    }

    deinit { darkroom_icu_plural_close(pointer) }

    private static func keywords(_ rules: UnsafeMutableRawPointer, _ tag: LanguageTag) throws(ICUError) -> [PluralCategory] {
      var status: Int32 = 0
      let enumeration = darkroom_icu_plural_keywords(rules, &status)
      try ICUError.check(status, "list plural categories", tag.description)
      guard let enumeration else { return [.other] }
      defer { darkroom_icu_enumeration_close(enumeration) }
      var found: Set<PluralCategory> = []
      while let next = darkroom_icu_enumeration_next(enumeration, &status) {
        try ICUError.check(status, "list plural categories", tag.description)
        if let category = PluralCategory(rawValue: String(cString: next)) { found.insert(category) }
      }
      return found.sorted()
    }

    private static let cache = Mutex<[LanguageTag: Rules]>([:])

    static func shared(_ tag: LanguageTag) throws(ICUError) -> Rules {
      let key = LanguageTag(language: tag.language, script: tag.script, region: tag.region)
      if let cached = cache.withLock({ $0[key] }) { return cached }
      let made = try Rules(tag)
      return cache.withLock { cache in
        if let raced = cache[key] { return raced }
        cache[key] = made
        return made
      }
    }
  }
}
