/// A value delivered later through a callback.
///
/// This is swift-snapshot-testing's asynchronous building block, kept so that strategies
/// written for it compile unchanged. New strategies can use `async` functions directly with
/// ``Snapshotting/init(pathExtension:diffing:awaiting:)``.
///
/// ```swift
/// let later = Async<String> { callback in
///   DispatchQueue.global().async { callback("ready") }
/// }
/// ```
public struct Async<Value>: Sendable {
  /// Starts the work; the callback receives the value once.
  public let run: @Sendable (_ callback: @escaping @Sendable (Value) -> Void) -> Void

  /// Creates a value that arrives through `run`'s callback.
  public init(run: @escaping @Sendable (_ callback: @escaping @Sendable (Value) -> Void) -> Void) {
    self.run = run
  }

  /// Creates an already-available value.
  ///
  /// ```swift
  /// let now = Async(value: 42)
  /// ```
  public init(value: Value) {
    nonisolated(unsafe) let value = value  // handed to the callback once, never shared
    self.run = { callback in callback(value) }
  }

  /// Transforms the value when it arrives.
  ///
  /// ```swift
  /// let length = Async(value: "four").map(\.count)
  /// ```
  public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Async<NewValue> {
    let run = self.run
    return Async<NewValue> { callback in run { callback(transform($0)) } }
  }
}
