/// Which of an app's localizations a language is shown in, best first, then the others it
/// falls back through: what `Bundle.preferredLocalizations(from:forPreferences:)` answers for
/// one preferred language.
///
/// ```swift
/// LocalizationMatcher.localizations(for: LanguageTag("es-MX")!, available: ["en", "es", "es-419"])
/// // ["es-419", "es"]
/// LocalizationMatcher.localizations(for: LanguageTag("en-IN")!, available: ["en", "en-AU", "en-GB"])
/// // ["en-GB", "en"]
/// LocalizationMatcher.localizations(for: LanguageTag("zh-HK")!, available: ["zh-CN", "zh-TW"])
/// // ["zh-TW"]
/// ```
///
/// The order of the search is the one Apple's ICU documents for `ualoc_localizationsToUse`
/// (its header lists the expected answers for Chinese, English, Spanish and Portuguese
/// folders, which the tests check):
/// 1. a localization written as the language (`pt_BR` for `pt-BR`);
/// 2. one that means the same once both are normalized (`zh-TW` and `zh-Hant-TW`, `iw` and `he`);
/// 3. the nearest ancestor that is a localization (``ParentLocales``: `es-AR` → `es-419` → `es`);
/// 4. failing all of those, the nearest localization whose own parent, or whose language
///    without its region, is the language or one of its ancestors (`de-AT` uses `de-DE`,
///    `pt` uses `pt-BR`, `zh-HK` uses `zh-TW`).
///
/// The best match is followed by the localizations on its own chain of parents (`en-AU` →
/// `en-GB` → `en-001` → `en`). Localizations are considered in sorted order, so that a tie
/// always goes the same way.
public enum LocalizationMatcher {
  /// The localizations of `available` to use for `requested`, best first; empty when none
  /// is a reasonable match (the caller then uses its development language).
  public static func localizations(for requested: LanguageTag, available: [String]) -> [String] {
    let candidates = available.sorted().compactMap(Candidate.init)
    guard let best = bestMatch(for: requested, in: candidates) else { return [] }
    var chosen = [best]
    func add(_ candidate: Candidate?) {
      if let candidate, !chosen.contains(where: { $0.identifier == candidate.identifier }) { chosen.append(candidate) }
    }
    // A folder written differently from what it means (`zh-HK`) brings in the folder that
    // spells the meaning out (`zh-Hant-HK`).
    if best.normalized != best.written {
      add(candidates.first { $0.identifier != best.identifier && ($0.written == best.normalized || $0.normalized == best.normalized) })
    }
    for ancestor in ParentLocales.ancestors(of: best.normalized) {
      add(candidates.first { ($0.written == ancestor || $0.normalized == ancestor) && !chosen.contains($0) })
    }
    // Hong Kong and Macao Chinese fall back to Taiwan's when the app has no plain `zh-Hant`.
    if ["zh-HK", "zh-MO"].contains(best.written.description),
      !candidates.contains(where: { $0.written.description == "zh-Hant" })
    {
      add(candidates.first { $0.written.description == "zh-TW" })
    }
    return chosen.map(\.identifier)
  }

  // MARK: Matching

  struct Candidate: Equatable {
    let identifier: String
    let written: LanguageTag
    let normalized: LanguageTag

    init?(_ identifier: String) {
      guard identifier != "Base", let tag = LanguageAliases.tag(identifier) else { return nil }
      self.identifier = identifier
      written = tag
      normalized = LanguageAliases.normalized(tag)
    }
  }

  private static func bestMatch(for requested: LanguageTag, in candidates: [Candidate]) -> Candidate? {
    if let exact = candidates.first(where: { $0.written == requested }) { return exact }
    let normalized = LanguageAliases.normalized(requested)
    if let same = spelledOut(normalized, in: candidates) { return same }
    let ancestors = ParentLocales.ancestors(of: normalized)
    for ancestor in ancestors {
      if let match = spelledOut(ancestor, in: candidates) { return match }
    }
    return nearestRelative(of: [normalized] + ancestors, in: candidates)
  }

  /// The localization that means `tag`; one written out as `tag` (`zh-Hant-HK`) wins over one
  /// that only means it once normalized (`zh-HK`).
  private static func spelledOut(_ tag: LanguageTag, in candidates: [Candidate]) -> Candidate? {
    candidates.first { $0.written == tag } ?? candidates.first { $0.normalized == tag }
  }

  /// Step 4: walking the language and its ancestors, the first level at which some
  /// localization is a close relative; among several at one level, the closest by Apple's
  /// weights (``BackupParents``), then the first in sorted order.
  private static func nearestRelative(of levels: [LanguageTag], in candidates: [Candidate]) -> Candidate? {
    var closest = BackupParents.farthest
    for level in levels {
      var found: Candidate?
      for candidate in candidates {
        let parent = BackupParents.parent(of: candidate.normalized)
        if let parent, parent.tag == level, parent.distance < closest {
          found = candidate
          closest = parent.distance
          continue
        }
        if closest <= 1 { continue }
        if parent == nil || parent?.tag?.region?.first?.isNumber == true, candidate.normalized.region != nil {
          let likely = candidate.normalized.maximized
          if LanguageTag(language: likely.language, script: likely.script).minimized == level {
            found = candidate
            closest = 1
            continue
          }
        }
        if candidate.normalized.minimized == level {
          found = candidate
          closest = 1
        }
      }
      if let found { return found }
    }
    return nil
  }
}
