import DarkroomViews

/// Pointer modifiers accepted so that SwiftUI code compiles unchanged: no pointer hovers
/// over a snapshot.

nonisolated extension View {
  /// Accepted and ignored: no pointer hovers in a still frame, so `action` is never called.
  ///
  /// ```swift
  /// Row().onHover { isHovered = $0 }
  /// ```
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
