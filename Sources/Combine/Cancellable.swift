import Synchronization

/// Something that can be stopped: a subscription.
///
/// ```swift
/// cancellable.cancel()
/// ```
public protocol Cancellable {
  /// Stops the activity; calling it again does nothing.
  func cancel()
}

/// A type-erased cancellable that cancels itself when released, as Combine's does: keep it
/// (often in a `Set<AnyCancellable>`) for as long as the subscription should last.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// model.$name.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = Mutex(())
  private var cancelAction: (() -> Void)?

  /// A cancellable that calls `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Erases another cancellable.
  public init<C: Cancellable>(_ canceller: C) {
    cancelAction = canceller.cancel
  }

  deinit {
    cancel()
  }

  public func cancel() {
    let action = lock.withLock { _ in
      let action = cancelAction
      cancelAction = nil
      return action
    }
    action?()
  }

  /// Keeps this cancellable in a set, so that it lasts as long as the set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable in a collection, so that it lasts as long as the collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
