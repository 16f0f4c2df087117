import Dispatch

extension Snapshotting {
  /// Waits `duration` seconds, then snapshots with `strategy`: for values that settle a
  /// moment after they are made (an animation, a debounced model).
  ///
  /// ```swift
  /// assertSnapshot(of: model, as: .wait(for: 0.5, on: .dump))
  /// ```
  ///
  /// The wait counts towards the assertion's `timeout:`. A synchronous test on the main
  /// thread keeps the main run loop turning meanwhile, so work scheduled on the main queue
  /// still happens.
  public static func wait(for duration: Double, on strategy: Snapshotting) -> Snapshotting {
    Snapshotting(
      pathExtension: strategy.pathExtension, diffing: strategy.diffing,
      capture: strategy.capture.delayed(by: duration))
  }
}

extension SnapshotCapture {
  /// The same capture, started `seconds` later (at once for a negative or non-finite delay).
  func delayed(by seconds: Double) -> SnapshotCapture {
    let capture = self
    let delay = seconds.isFinite ? max(0, seconds) : 0
    return .callback { value, completion in
      nonisolated(unsafe) let value = value  // handed to the delayed work, which the caller awaits
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
        capture.start(value, completion)
      }
    }
  }

  /// Starts the capture, whatever its kind, and hands the result to `completion`.
  func start(_ value: Value, _ completion: @escaping @Sendable (Result<Format, any Error>) -> Void) {
    switch self {
    case .immediate(let snapshot):
      completion(Result { try snapshot(value) })
    case .callback(let snapshot):
      snapshot(value, completion)
    case .concurrent(let snapshot):
      nonisolated(unsafe) let value = value  // handed to the task, which the caller awaits
      startTask { completion(await Result { try await snapshot(value) }) }
    }
  }
}
