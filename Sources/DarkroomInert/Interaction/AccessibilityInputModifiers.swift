import DarkroomViews

/// Accessibility settings accepted so that accessible code compiles unchanged. They only
/// change how assistive technologies are operated, and draw nothing; the actions themselves
/// are recorded on the accessibility tree (see `Accessibility/AccessibilityActionModifiers.swift`).

nonisolated extension View {
  /// Accepted and ignored: input labels only help Voice Control and are not drawn.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

  /// Accepted and ignored: input labels only help Voice Control and are not drawn.
  ///
  /// ```swift
  /// Button("Compose") { }.accessibilityInputLabels(["Compose", "New message"])
  /// ```
  public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { self }

  /// Accepted and ignored: input labels only help Voice Control and are not drawn.
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

  /// Accepted and ignored: the children given stand in for the view's own only for assistive
  /// technologies; the view is drawn as it is.
  ///
  /// ```swift
  /// Chart().accessibilityChildren { ForEach(points) { Text("\($0.value)") } }
  /// ```
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

  /// Accepted and ignored: the large content viewer only shows while a bar item is held.
  public func accessibilityShowsLargeContentViewer() -> some View { self }
}
