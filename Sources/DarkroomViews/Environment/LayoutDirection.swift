/// The direction of the user interface's writing: right to left mirrors stacks, padding
/// and alignments named leading and trailing.
///
/// ```swift
/// Toolbar().environment(\.layoutDirection, .rightToLeft)
/// ```
public enum LayoutDirection: CaseIterable, Hashable, Sendable {
  case leftToRight
  case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The direction views are laid out in.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}
