nonisolated extension View {
  /// Draws the text in this view in the monospaced design, as iOS 16.4's `monospaced(_:)`.
  ///
  /// ```swift
  /// VStack { Text("12:00"); Text("ID 4411") }.monospaced()
  /// ```
  public func monospaced(_ isActive: Bool = true) -> some View {
    transformEnvironment(\.font) { font in
      guard isActive else { return }
      font = (font ?? .body).monospaced()
    }
  }
}
