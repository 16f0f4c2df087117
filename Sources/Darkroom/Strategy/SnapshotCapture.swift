import Dispatch
import Foundation
import Synchronization

/// How a strategy produces its format: at once, through a callback, or by an `async` function.
///
/// Keeping the three apart lets a synchronous test use a synchronous strategy without any
/// waiting, while callback and `async` strategies are awaited with a timeout.
enum SnapshotCapture<Value, Format>: Sendable {
  case immediate(@Sendable (Value) throws -> Format)
  case callback(@Sendable (Value, _ completion: @escaping @Sendable (Result<Format, any Error>) -> Void) -> Void)
  case concurrent(@Sendable (Value) async throws -> Format)

  func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
    -> SnapshotCapture<NewValue, Format>
  {
    switch self {
    case .immediate(let snapshot):
      return .immediate { try snapshot(transform($0)) }
    case .callback(let snapshot):
      return .callback { newValue, completion in
        do { snapshot(try transform(newValue), completion) } catch { completion(.failure(error)) }
      }
    case .concurrent(let snapshot):
      return .concurrent { try await snapshot(transform($0)) }
    }
  }

  func asyncPullback<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Async<Value>)
    -> SnapshotCapture<NewValue, Format>
  {
    switch self {
    case .immediate(let snapshot):
      return .callback { newValue, completion in
        transform(newValue).run { value in completion(Result { try snapshot(value) }) }
      }
    case .callback(let snapshot):
      return .callback { newValue, completion in
        transform(newValue).run { value in snapshot(value, completion) }
      }
    case .concurrent(let snapshot):
      return .concurrent { newValue in
        let value = await withCheckedContinuation { continuation in
          transform(newValue).run { value in
            nonisolated(unsafe) let value = value  // passed on once to the awaiting task
            continuation.resume(returning: value)
          }
        }
        return try await snapshot(value)
      }
    }
  }

  func awaitingPullback<NewValue>(_ transform: @escaping @Sendable (NewValue) async throws -> Value)
    -> SnapshotCapture<NewValue, Format>
  {
    let capture = self
    return .concurrent { newValue in try await capture.snapshot(of: transform(newValue)) }
  }

  /// Produces the format from an `async` context, waiting at most `timeout` seconds for
  /// callback and `async` strategies.
  func snapshot(of value: Value, timeout: Double) async throws -> Format {
    if case .immediate(let snapshot) = self { return try snapshot(value) }
    let nanoseconds = try InvalidTimeout.nanoseconds(timeout)
    nonisolated(unsafe) let value = value  // handed to the work below, which the caller awaits
    let watchdog = Mutex<Task<Void, any Error>?>(nil)
    return try await withCheckedThrowingContinuation { continuation in
      let once = OnceCompletion<Format> { result in
        watchdog.withLock { $0?.cancel() }
        nonisolated(unsafe) let result = result  // resumed exactly once
        continuation.resume(with: result)
      }
      var work: Task<Void, Never>?
      switch self {
      case .immediate:
        preconditionFailure("handled above")
      case .callback(let snapshot):
        snapshot(value) { once.complete($0) }
      case .concurrent(let snapshot):
        work = startTask { once.complete(await Result { try await snapshot(value) }) }
      }
      let timer = Task { [work] in
        try await Task.sleep(nanoseconds: nanoseconds)
        work?.cancel()
        once.complete(.failure(SnapshotTimeout(seconds: timeout)))
      }
      watchdog.withLock { $0 = timer }
    }
  }

  /// Produces the format without a timeout, for strategies composed from other strategies.
  func snapshot(of value: Value) async throws -> Format {
    switch self {
    case .immediate(let snapshot):
      return try snapshot(value)
    case .callback(let snapshot):
      return try await withCheckedThrowingContinuation { continuation in
        let once = OnceCompletion<Format> { result in
          nonisolated(unsafe) let result = result  // resumed exactly once
          continuation.resume(with: result)
        }
        snapshot(value) { once.complete($0) }
      }
    case .concurrent(let snapshot):
      return try await snapshot(value)
    }
  }
}

/// The snapshot did not arrive within the assertion's timeout.
struct SnapshotTimeout: Error, CustomStringConvertible {
  var seconds: Double
  var description: String {
    "Exceeded the timeout of \(seconds.formatted()) seconds waiting for the snapshot. "
      + "Pass a longer `timeout:` to assertSnapshot, or make the strategy finish sooner."
  }
}

/// The assertion's timeout is not a number of seconds a wait can take: negative or NaN.
struct InvalidTimeout: Error, CustomStringConvertible {
  var seconds: Double
  var description: String {
    "The timeout \(seconds) is not a number of seconds of 0 or more. Pass one such as `timeout: 5` "
      + "to assertSnapshot."
  }

  /// The timeout in nanoseconds, held at `UInt64.max` for very long (or infinite) ones.
  static func nanoseconds(_ seconds: Double) throws(InvalidTimeout) -> UInt64 {
    guard !seconds.isNaN, seconds >= 0 else { throw InvalidTimeout(seconds: seconds) }
    return seconds * 1e9 >= Double(UInt64.max) ? UInt64.max : UInt64(seconds * 1e9)
  }
}

/// Calls a completion handler once, whatever calls it later.
final class OnceCompletion<Format>: Sendable {
  private let handler: Mutex<(@Sendable (Result<Format, any Error>) -> Void)?>

  init(_ handler: @escaping @Sendable (Result<Format, any Error>) -> Void) {
    self.handler = Mutex(handler)
  }

  func complete(_ result: Result<Format, any Error>) {
    let handler = self.handler.withLock { handler in
      defer { handler = nil }
      return handler
    }
    nonisolated(unsafe) let result = result  // delivered exactly once
    handler?(result)
  }
}

extension SnapshotCapture {
  /// Produces the format from a synchronous context, waiting at most `timeout` seconds for
  /// callback and `async` strategies.
  ///
  /// On the main thread the main run loop keeps turning while it waits, so strategies that
  /// hop to the main queue still finish.
  func snapshotWaiting(for value: Value, timeout: Double) throws -> Format {
    if case .immediate(let snapshot) = self { return try snapshot(value) }
    _ = try InvalidTimeout.nanoseconds(timeout)

    let box = ResultBox<Format>()
    let signal = DispatchSemaphore(value: 0)
    let deliver: @Sendable (Result<Format, any Error>) -> Void = { result in
      if box.store(result) { signal.signal() }
    }
    nonisolated(unsafe) let value = value  // the caller waits here until the work is done
    switch self {
    case .immediate:
      preconditionFailure("handled above")
    case .callback(let snapshot):
      snapshot(value, deliver)
    case .concurrent(let snapshot):
      startTask { deliver(await Result { try await snapshot(value) }) }
    }

    let deadline = Date(timeIntervalSinceNow: timeout)
    if Thread.isMainThread {
      while box.result == nil, Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      }
    } else {
      _ = signal.wait(timeout: .now() + timeout)
    }
    guard let result = box.result else { throw SnapshotTimeout(seconds: timeout) }
    return try result.get()
  }
}

/// Starts work in a new task that inherits the current task's locals (the running test, the
/// snapshot configuration).
@discardableResult
func startTask(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
  Task { await work() }
}

extension Result where Failure == any Error {
  init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}

/// Holds the first result delivered from another thread.
final class ResultBox<Format>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Result<Format, any Error>?

  var result: Result<Format, any Error>? { lock.withLock { stored } }

  /// Stores the result unless one is already there; returns whether it was stored.
  func store(_ result: Result<Format, any Error>) -> Bool {
    lock.withLock {
      guard stored == nil else { return false }
      stored = result
      return true
    }
  }
}
