import Foundation

/// A lock that protects a value, as Apple's `OSAllocatedUnfairLock` does: copies share one
/// lock, and the value is only reached while holding it. On Linux it is a `pthread` mutex.
///
/// ```swift
/// let hits = OSAllocatedUnfairLock(initialState: 0)
/// hits.withLock { $0 += 1 }
/// ```
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  /// The mutex, the value and the thread that holds the mutex, allocated once and shared by
  /// every copy.
  final class Storage {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var state: State
    var owner: pthread_t?

    init(_ state: State) {
      self.state = state
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    func lock() {
      pthread_mutex_lock(mutex)
      owner = pthread_self()
    }

    func tryLock() -> Bool {
      guard pthread_mutex_trylock(mutex) == 0 else { return false }
      owner = pthread_self()
      return true
    }

    func unlock() {
      owner = nil
      pthread_mutex_unlock(mutex)
    }
  }

  let storage: Storage

  /// Whether the calling code holds the lock, for `precondition(_:)`.
  public enum Ownership: Hashable, Sendable {
    /// The calling code holds the lock.
    case owner
    /// The calling code does not hold the lock.
    case notOwner
  }

  /// A lock protecting `initialState`, which need not be `Sendable`: the caller keeps it from
  /// escaping the lock.
  public init(uncheckedState initialState: State) {
    storage = Storage(initialState)
  }

  /// Runs `body` with the value while holding the lock, without requiring `Sendable`.
  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    storage.lock()
    defer { storage.unlock() }
    return try body(&storage.state)
  }

  /// Runs `body` with the value while holding the lock.
  public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
    try withLockUnchecked(body)
  }

  /// Runs `body` with the value if the lock is free now; `nil` if another thread holds it.
  public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    guard storage.tryLock() else { return nil }
    defer { storage.unlock() }
    return try body(&storage.state)
  }

  /// Runs `body` with the value if the lock is free now; `nil` if another thread holds it.
  public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? where R: Sendable {
    try withLockIfAvailableUnchecked(body)
  }

  /// Stops the process if the calling thread's ownership of the lock is not `condition`, as
  /// Apple's lock asserts.
  public func precondition(_ condition: OSAllocatedUnfairLock<State>.Ownership) {
    let owned = storage.owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    switch condition {
    case .owner: Swift.precondition(owned, "OSAllocatedUnfairLock is not held by the calling thread")
    case .notOwner: Swift.precondition(!owned, "OSAllocatedUnfairLock is held by the calling thread")
    }
  }
}

extension OSAllocatedUnfairLock where State: Sendable {
  /// A lock protecting `initialState`.
  public init(initialState: State) {
    self.init(uncheckedState: initialState)
  }
}

extension OSAllocatedUnfairLock where State == () {
  /// A lock that protects no value, used with `lock()` and `unlock()` or `withLock(_:)`.
  public init() {
    self.init(uncheckedState: ())
  }

  /// Waits for the lock and takes it.
  public func lock() {
    storage.lock()
  }

  /// Gives the lock back; call it on the thread that took it.
  public func unlock() {
    storage.unlock()
  }

  /// Takes the lock if it is free now.
  public func lockIfAvailable() -> Bool {
    storage.tryLock()
  }

  /// Runs `body` while holding the lock, without requiring `Sendable`.
  public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
    storage.lock()
    defer { storage.unlock() }
    return try body()
  }

  /// Runs `body` while holding the lock.
  public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
    try withLockUnchecked(body)
  }

  /// Runs `body` if the lock is free now; `nil` if another thread holds it.
  public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
    guard storage.tryLock() else { return nil }
    defer { storage.unlock() }
    return try body()
  }

  /// Runs `body` if the lock is free now; `nil` if another thread holds it.
  public func withLockIfAvailable<R>(_ body: @Sendable () throws -> R) rethrows -> R? where R: Sendable {
    try withLockIfAvailableUnchecked(body)
  }
}
