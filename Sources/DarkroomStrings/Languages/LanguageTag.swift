import CICU
import Foundation

/// A language identifier reduced to the parts localization looks at: language, script and
/// region (`zh-Hant-TW`, `pt-BR`, `sr-Latn`). Accepts BCP 47 tags and the underscore form
/// Apple's folders and `Locale` identifiers use (`pt_BR.lproj`).
///
/// ```swift
/// let tag = LanguageTag("pt_BR")!          // pt-BR
/// tag.language                             // "pt"
/// tag.region                               // "BR"
/// LanguageTag("zh-TW")?.maximized.script   // "Hant", from CLDR's likely subtags
/// ```
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The language subtag, lowercased (`pt`).
  public let language: String
  /// The script subtag, title-cased (`Hans`), if present.
  public let script: String?
  /// The region subtag, uppercased (`BR`, `419`), if present.
  public let region: String?

  /// Parses an identifier. Subtags after the region (variants, extensions, `@` keywords) are
  /// ignored. Returns `nil` when there is no language subtag of 2 to 8 letters.
  public init?(_ identifier: String) {
    let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    let parts = base.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
    guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
      return nil
    }
    var script: String?
    var region: String?
    for part in parts.dropFirst() {
      if script == nil, region == nil, part.count == 4, part.allSatisfy(\.isASCIILetter) {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if region == nil,
        (part.count == 2 && part.allSatisfy(\.isASCIILetter)) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))
      {
        region = part.uppercased()
      } else {
        break
      }
    }
    self.init(language: first.lowercased(), script: script, region: region)
  }

  /// Builds a tag from its parts, as given.
  public init(language: String, script: String? = nil, region: String? = nil) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// The tag of a Foundation locale (`Locale(identifier: "pt_BR")` is `pt-BR`), or `nil` when
  /// the locale has no language.
  public init?(_ locale: Locale) {
    self.init(locale.identifier)
  }

  /// The BCP 47 form: `zh-Hant-TW`.
  public var description: String {
    [language, script, region].compactMap { $0 }.joined(separator: "-")
  }

  /// The tag with CLDR's likely script and region added (`zh-TW` is `zh-Hant-TW`, `pt` is
  /// `pt-Latn-BR`), through ICU. Unchanged when ICU has no data for the language.
  public var maximized: LanguageTag {
    Self.maximizedTags.value(self) { $0.computeMaximized() }
  }

  private static let maximizedTags = Memo<LanguageTag, LanguageTag>()

  private func computeMaximized() -> LanguageTag {
    let subject = description
    let result = try? icuCString("add likely subtags", subject) { buffer, capacity, status in
      darkroom_icu_locale_likely(subject.replacingOccurrences(of: "-", with: "_"), buffer, capacity, status)
    }
    guard let result, let tag = LanguageTag(result), tag.language == language else { return self }
    return LanguageTag(language: language, script: script ?? tag.script, region: region ?? tag.region)
  }

  /// The tag with CLDR's likely script and region removed where they add nothing (`es-Latn-MX`
  /// is `es-MX`, `de-DE` is `de`), through ICU. Unchanged when ICU cannot minimize it.
  public var minimized: LanguageTag {
    Self.minimizedTags.value(self) { $0.computeMinimized() }
  }

  private static let minimizedTags = Memo<LanguageTag, LanguageTag>()

  private func computeMinimized() -> LanguageTag {
    let subject = icuIdentifier
    let result = try? icuCString("remove likely subtags", subject) { buffer, capacity, status in
      darkroom_icu_locale_minimized(subject, buffer, capacity, status)
    }
    guard let result, let tag = LanguageTag(result), tag.language == language else { return self }
    return tag
  }

  /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu…), from
  /// CLDR's script data through ICU.
  public var isRightToLeft: Bool {
    Self.rightToLeft.value(self) { darkroom_icu_locale_is_right_to_left($0.icuIdentifier) != 0 }
  }

  private static let rightToLeft = Memo<LanguageTag, Bool>()

  /// The identifier ICU's C functions expect (`pt_BR`).
  var icuIdentifier: String { description.replacingOccurrences(of: "-", with: "_") }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
