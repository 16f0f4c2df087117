/// Light or dark appearance.
///
/// ```swift
/// Card().environment(\.colorScheme, .dark)
/// ```
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light
  case dark
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// Light or dark appearance; colours such as `.primary` and `.blue` follow it.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

/// Standard or increased contrast, as the Increase Contrast accessibility setting chooses;
/// system colours take their accessible variants under `.increased`.
///
/// ```swift
/// Card().environment(\._colorSchemeContrast, .increased)
/// ```
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  case standard
  case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
  /// The contrast colours are drawn with. As in SwiftUI, views read it here and tests set
  /// it through ``_colorSchemeContrast`` (or a snapshot trait).
  public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

  /// Sets the contrast, for previews and snapshots.
  public var _colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}
