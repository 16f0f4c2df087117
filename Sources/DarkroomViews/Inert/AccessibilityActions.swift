/// Accessibility actions accepted so that accessible code compiles unchanged. They are
/// performed by assistive technologies, never in a snapshot, and draw nothing; the
/// accessibility tree a render reports keeps the labels, values and traits that are drawn.

nonisolated extension View {
  /// Accepted and ignored: actions are performed by assistive technologies, not drawn.
  ///
  /// ```swift
  /// Row().accessibilityAction(.magicTap) { player.toggle() }
  /// ```
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

  /// Accepted and ignored: actions are performed by assistive technologies, not drawn.
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }

  /// Accepted and ignored: input labels only help Voice Control and are not drawn.
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

  /// Accepted and ignored: adjustable actions are performed by assistive technologies, not drawn.
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

  /// Accepted and ignored: the large content viewer only shows while a bar item is held.
  public func accessibilityShowsLargeContentViewer() -> some View { self }
}

/// The kind of an accessibility action; accepted.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable element is adjusted; accepted.
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment, decrement
}
