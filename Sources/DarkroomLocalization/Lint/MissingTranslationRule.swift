import DarkroomLint
import DarkroomStrings
import DarkroomViews
import Foundation

extension LintContext {
  /// A visible localized text whose key the catalogs have, but not in this locale's language.
  ///
  /// A key no table has is `hard-coded`'s to report, and pseudo-languages never miss anything.
  func missingTranslation(_ text: RenderedText) -> [LintFinding] {
    guard let catalogs, let key = text.key, isVisible(text) else { return [] }
    if let tag = LanguageTag(locale), PseudoLanguage(tag: tag) != nil { return [] }
    let missing: MissingTranslation?
    do {
      missing = try catalogs.resolve(key: key, table: text.table, locale: locale).missing
    } catch {
      // A plural or substituted value wants arguments the finding does not have; the table's
      // own list of gaps answers for it.
      let table = text.table ?? StringCatalogSet.defaultTable
      missing = missingForLocale.first { $0.key == key && $0.table == table }
    }
    guard let missing, let used = missing.usedLanguage else { return [] }
    // A value for the bare language serves every region of it.
    let language = LanguageTag(missing.requestedLanguage)?.language ?? missing.requestedLanguage
    return [
      LintFinding(
        .missingTranslation, text,
        message: "\(LintWording.quote(key)) in \(missing.table) has no \(missing.requestedLanguage) translation, so "
          + "\(used) is shown; add a value for \(language) to the String Catalog")
    ]
  }
}
