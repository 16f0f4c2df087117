import Foundation

/// The digits a locale writes numbers with: `latn` (0–9), `arab` (٠–٩), `arabext` (۰–۹),
/// `deva` (०–९)… One answer per locale, the one Foundation gives, so that strings filled in
/// here and numbers a view formats with Foundation show the same digits.
///
/// ```swift
/// NumberingSystem.default(for: LanguageTag("ar-SA")!)   // "arab": ١٬٢٣٤
/// NumberingSystem.default(for: LanguageTag("ar")!)      // "latn": 1,234, as Foundation has it for Arabic with no region
/// NumberingSystem.default(for: LanguageTag("fa")!)      // "arabext": ۱٬۲۳۴
/// ```
///
/// Foundation carries Apple's own build of ICU's data, the data iOS formats with, which
/// differs from the system ICU's CLDR defaults in places: Arabic with no region, Bengali and
/// Marathi use Latin digits there, where CLDR gives their native ones. A locale that names
/// its digits (`ar@numbers=arab`) keeps them.
public enum NumberingSystem {
  /// The numbering system's CLDR name for `tag`.
  public static func `default`(for tag: LanguageTag) -> String {
    defaults.value(tag) { tag in
      let name = Locale(identifier: tag.description).numberingSystem.identifier
      return isName(name) ? name : "latn"
    }
  }

  /// The numbering system of a Foundation locale, its own `@numbers=` keyword included.
  public static func of(_ locale: Locale) -> String {
    let name = locale.numberingSystem.identifier
    return isName(name) ? name : LanguageTag(locale).map(`default`) ?? "latn"
  }

  private static let defaults = Memo<LanguageTag, String>()

  /// A CLDR numbering system name is 3 to 8 ASCII letters and digits; anything else is not
  /// passed on to ICU.
  private static func isName(_ name: String) -> Bool {
    (3...8).contains(name.count) && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }
}
