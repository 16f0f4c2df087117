import DarkroomViews

/// Animated changes of state accepted so that SwiftUI code compiles unchanged. A snapshot is
/// one frame: a change is applied at once, and an animation that is never played is over as
/// soon as it starts.

/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// Finished when the animated values reach their end.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// Finished when the animation no longer changes anything on screen.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Accepted and ignored: runs `body` at once and then `completion`, as a snapshot is one
/// frame and the animation is over as soon as it starts.
///
/// ```swift
/// withAnimation(.easeOut, completionCriteria: .removed) { isShowing = false } completion: { items.removeFirst() }
/// ```
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

extension Binding {
  /// Accepted and ignored: the same binding, as a snapshot is one frame and nothing animates.
  ///
  /// ```swift
  /// Toggle("Details", isOn: $showsDetails.animation(.easeInOut))
  /// ```
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
