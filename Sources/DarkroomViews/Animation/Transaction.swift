/// The context of a change: the animation it would run with, as SwiftUI's `Transaction`
/// (developer.apple.com/documentation/swiftui/transaction). A snapshot is one frame, so a
/// transaction's settings are kept and nothing animates.
///
/// ```swift
/// DragGesture().updating($offset) { value, state, transaction in
///   state = value.translation
///   transaction.animation = .interactiveSpring()
/// }
/// ```
public struct Transaction: Sendable {
  /// The animation the change would run with.
  public var animation: Animation?
  /// Whether animations set on views are turned off for the change.
  public var disablesAnimations = false
  /// Whether the change is one step of a continuous one, such as a drag.
  public var isContinuous = false

  /// A transaction with `animation`, or none.
  public init(animation: Animation? = nil) {
    self.animation = animation
  }
}
