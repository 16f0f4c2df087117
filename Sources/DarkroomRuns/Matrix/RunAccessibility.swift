/// How a run state is drawn for accessibility: the screen as it is, or its accessibility
/// overlay, where each element VoiceOver meets is tinted and numbered over the screen and a
/// legend beside it says what is read (label, value, traits, hint).
///
/// ```swift
/// RunMatrix("shop", screens: screens, languages: ["en"], accessibility: [.plain, .overlay])
/// ```
///
/// A plain state keeps the name it has without the axis (`paywall/en`); an overlay state adds
/// `overlay` (`paywall/en/overlay`). In a run configuration file: `"accessibility": ["overlay"]`.
public enum RunAccessibility: String, CaseIterable, Sendable, Hashable {
  /// The screen's own pixels.
  case plain
  /// The screen with its accessibility elements drawn over it, and the legend beside it.
  case overlay
}
