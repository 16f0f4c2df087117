/// A check the layout lint (DarkroomLocalization's `LayoutLint`) runs on a render's texts.
/// The raw values are the names a configuration file, `summary.json` and the report use.
///
/// ```swift
/// let lint = LayoutLint(rules: [.truncated, .clipped, .missingTranslation])
/// LintRule(rawValue: "off-screen")   // .offScreen
/// print(LintRule.offScreen)           // off-screen
/// ```
public enum LintRule: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A text ends in "…" or lost lines to its line limit or height.
  case truncated
  /// A text is cut by a clipping ancestor (`.clipped()`, `.clipShape`, `.cornerRadius`); the
  /// edge of the screen and the viewport of a scroll view are not counted here.
  case clipped
  /// A text sticks out of the box drawn around it (a button's or chip's background) or of a
  /// fixed `.frame(width:height:)` by more than half a point.
  case outsideContainer = "outside-container"
  /// A text lies partly or wholly outside the canvas.
  case offScreen = "off-screen"
  /// Two visible texts cover each other by more than a point in both directions.
  case overlapping
  /// A localized text shows another language's value because the locale has no translation.
  /// Never reported for pseudo-languages, which rewrite the development language on purpose.
  case missingTranslation = "missing-translation"
  /// A text with letters that no string table holds: a verbatim string, or a key in no table.
  case hardCoded = "hard-coded"

  /// The rule's name, as configurations, summaries and reports write it.
  public var description: String { rawValue }
}
