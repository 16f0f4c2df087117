/// A check the accessibility audit runs on a render. Each is named after the
/// `XCUIAccessibilityAuditType` of Xcode's `performAccessibilityAudit(for:)` that looks for the
/// same kind of fault, so a finding reads the same here as in an Xcode UI test; the raw values
/// are the names the run declaration, `summary.json` and the report use.
///
/// ```swift
/// AuditCheck(rawValue: "hitRegion")   // .hitRegion
/// print(AuditCheck.contrast)           // contrast
/// ```
public enum AuditCheck: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Text and controls whose colours, read from the rendered pixels, contrast too little with
  /// what is drawn behind them (WCAG 2.x: 4.5:1, or 3:1 for large text and controls).
  case contrast
  /// Buttons, links and toggles smaller than 44 × 44 points.
  case hitRegion
  /// Images and image-only controls with no label, and controls whose label is the same as
  /// another's with the same traits.
  case sufficientElementDescription
  /// Elements whose traits contradict each other or what they look like: a text drawn as a
  /// button that is not one.
  case trait
  /// Text cut off or clipped at an accessibility text size (the layout lint's `truncated` and
  /// `clipped`, on states rendered at `accessibility1` or larger).
  case textClipped
  /// Text in a fixed-size font, which does not grow with Dynamic Type.
  case dynamicType

  /// The check's name, as declarations, summaries and reports write it.
  public var description: String { rawValue }
}
