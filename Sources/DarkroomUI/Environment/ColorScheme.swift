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
