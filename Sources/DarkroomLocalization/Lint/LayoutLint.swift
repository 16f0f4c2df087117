import DarkroomLint
import DarkroomStrings
import DarkroomViews
import Foundation

/// Checks a render's texts for what goes wrong when an app is translated: cut, clipped,
/// spilling out of their boxes, off the screen, on top of each other, untranslated, or never
/// localized at all.
///
/// ```swift
/// let strings = try StringCatalogSet.load(from: URL(fileURLWithPath: "Sources/App/Resources"))
/// let german = Locale(identifier: "de_DE")
/// let renderer = ImageRenderer(content: SettingsScreen())
/// renderer.environment.locale = german
/// renderer.environment.localizedStringSource = strings
/// let lint = LayoutLint(catalogs: strings, ignoredTexts: ["©"])
/// let findings = lint.findings(in: try renderer.renderedTexts(), canvas: CGSize(width: 393, height: 852), locale: german)
/// #expect(findings.isEmpty, "\(findings)")
/// ```
///
/// Without `catalogs`, `missing-translation` is never reported, and `hard-coded` reports every
/// verbatim text with letters (no table can vouch for it) but no key (no table to look in).
public struct LayoutLint: Sendable {
  /// The app's strings, for `missing-translation` and `hard-coded`.
  public var catalogs: StringCatalogSet?
  /// The rules run; all of them by default.
  public var rules: Set<LintRule>
  /// Texts (as drawn) no rule reports, such as a brand name or a sample value.
  public var ignoredTexts: Set<String>
  /// Keys no rule reports.
  public var ignoredKeys: Set<String>

  /// A lint with the rules and exceptions given.
  ///
  /// ```swift
  /// LayoutLint(catalogs: strings, rules: [.truncated, .clipped], ignoredKeys: ["legal.footer"])
  /// ```
  public init(
    catalogs: StringCatalogSet? = nil, rules: Set<LintRule> = Set(LintRule.allCases), ignoredTexts: Set<String> = [],
    ignoredKeys: Set<String> = []
  ) {
    self.catalogs = catalogs
    self.rules = rules
    self.ignoredTexts = ignoredTexts
    self.ignoredKeys = ignoredKeys
  }

  /// The findings for `texts` drawn on a canvas of `canvas` points in `locale`: text by text
  /// in the order given (drawing order), and for each text in the order of
  /// ``LintRule/allCases``. Two overlapping texts are reported once, with the earlier one.
  public func findings(in texts: [RenderedText], canvas: CGSize, locale: Locale) -> [LintFinding] {
    let checked = texts.filter { !ignoredTexts.contains($0.text) && !($0.key.map(ignoredKeys.contains) ?? false) }
    let context = LintContext(
      texts: checked, canvas: CGRect(origin: .zero, size: canvas), locale: locale, catalogs: catalogs)
    var findings: [LintFinding] = []
    for index in checked.indices {
      for rule in LintRule.allCases where rules.contains(rule) {
        findings += context.check(rule, at: index)
      }
    }
    return findings
  }
}

/// What every rule reads: the texts, the canvas, the locale and the strings.
final class LintContext {
  let texts: [RenderedText]
  let canvas: CGRect
  let locale: Locale
  let catalogs: StringCatalogSet?
  /// How far a frame may stray before it counts, in points: less than a pixel on any screen,
  /// and rounding stays within it.
  static let tolerance: CGFloat = 0.5

  init(texts: [RenderedText], canvas: CGRect, locale: Locale, catalogs: StringCatalogSet?) {
    self.texts = texts
    self.canvas = canvas
    self.locale = locale
    self.catalogs = catalogs
  }

  func check(_ rule: LintRule, at index: Int) -> [LintFinding] {
    let text = texts[index]
    switch rule {
    case .truncated: return truncated(text)
    case .clipped: return clipped(text)
    case .outsideContainer: return outsideContainer(text)
    case .offScreen: return offScreen(text)
    case .overlapping: return overlapping(at: index)
    case .missingTranslation: return missingTranslation(text)
    case .hardCoded: return hardCoded(text)
    }
  }

  /// Whether any of a text shows.
  func isVisible(_ text: RenderedText) -> Bool {
    text.visibleFrame.width > 0 && text.visibleFrame.height > 0
  }

  /// Whether `inner` reaches past `outer` by more than the tolerance on any side.
  func sticksOut(_ inner: CGRect, of outer: CGRect) -> Bool {
    let slack = Self.tolerance
    return inner.minX < outer.minX - slack || inner.minY < outer.minY - slack || inner.maxX > outer.maxX + slack
      || inner.maxY > outer.maxY + slack
  }

  // Worked out once per lint run, and only if a rule asks.
  lazy var catalogTexts: Set<String> = {
    guard let catalogs else { return [] }
    var known: Set<String> = []
    for table in catalogs.tables.values {
      for (key, entry) in table.entries {
        known.insert(key.lowercased())
        for value in entry.localizations.values {
          for unit in value.allUnits { known.insert(unit.value.lowercased()) }
        }
      }
    }
    return known
  }()

  lazy var missingForLocale: Set<MissingTranslation> = Set(catalogs?.missingTranslations(for: locale) ?? [])
}
