import Synchronization

/// A value behind a lock, so that a change made on another thread is seen whole.
final class StateBox<Value>: @unchecked Sendable {
  private let lock = Mutex(())
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { _ in stored } }
    set { lock.withLock { _ in stored = newValue } }
  }
}
