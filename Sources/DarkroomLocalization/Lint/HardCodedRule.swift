import DarkroomLint
import DarkroomStrings
import DarkroomViews
import Foundation

extension LintContext {
  /// A visible text with letters that comes from no string table.
  ///
  /// A keyed text counts when its table lacks the key (only with `catalogs`, and only for keys
  /// with letters of their own: `"%@"` is not a sentence to translate). A verbatim text counts
  /// unless `String(localized:)` produced it or it reads as a key or value of some table
  /// (ignoring case, since `.textCase` changes it). Formatted values never count.
  func hardCoded(_ text: RenderedText) -> [LintFinding] {
    guard isVisible(text), text.text.contains(where: \.isLetter) else { return [] }
    switch text.origin {
    case .formatted:
      return []
    case .key, .localizedString:
      guard let catalogs, let key = text.key, Self.hasWords(key) else { return [] }
      let table = text.table ?? StringCatalogSet.defaultTable
      guard catalogs.tables[table]?.entries[key] == nil else { return [] }
      return [
        LintFinding(
          .hardCoded, text,
          message: "\(LintWording.name(text)) uses key \(LintWording.quote(key)), which is in no \(table) table; "
            + "add it to the String Catalog or fix the key")
      ]
    case .verbatim:
      if catalogs != nil && catalogTexts.contains(text.text.lowercased()) { return [] }
      return [
        LintFinding(
          .hardCoded, text,
          message: "\(LintWording.quote(text.text)) is hard-coded: it comes from no string table; write Text(\"…\") "
            + "with a key, or String(localized:), and add the key to the String Catalog")
      ]
    }
  }

  /// Whether a key has letters outside its format specifiers.
  static func hasWords(_ key: String) -> Bool {
    var inSpecifier = false
    for character in key {
      if inSpecifier {
        // A specifier ends at its conversion letter; `$`, digits, flags and lengths go on.
        if "@dDiuUxXoOfFeEgGcCsSaAp%".contains(character) { inSpecifier = false }
        continue
      }
      if character == "%" {
        inSpecifier = true
      } else if character.isLetter {
        return true
      }
    }
    return false
  }
}
