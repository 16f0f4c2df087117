import Foundation

private struct TextCaseKey: EnvironmentKey {
  static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
  /// The case text below is drawn in, in the environment's locale; `nil` keeps it.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the text in this view in upper or lower case, as list section headers do.
  ///
  /// ```swift
  /// Text("Account").textCase(.uppercase)   // ACCOUNT
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
