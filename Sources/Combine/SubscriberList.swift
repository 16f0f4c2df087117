import Synchronization

/// The subscribers of one publisher, and whether its stream has ended. Values are delivered
/// outside the lock, so a subscriber may send or subscribe again while it receives.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
  private struct Entry {
    let receiveValue: (Output) -> Void
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  }

  private let lock = Mutex(())
  private var entries: [Int: Entry] = [:]
  private var nextID = 0
  private var completion: Subscribers.Completion<Failure>?

  /// Adds a subscriber; one that arrives after the end receives the completion at once.
  func add(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let added: Int? = lock.withLock { _ in
      guard completion == nil else { return nil }
      let id = nextID
      nextID += 1
      entries[id] = Entry(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
      return id
    }
    guard let id = added else {
      if let completion = lock.withLock({ _ in completion }) { receiveCompletion(completion) }
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { _ in entries.removeValue(forKey: id) }
  }

  /// Delivers a value to the subscribers there are now, in the order they subscribed.
  func send(_ value: Output) {
    let receivers = lock.withLock { _ in
      completion == nil ? entries.sorted { $0.key < $1.key }.map(\.value.receiveValue) : []
    }
    for receive in receivers { receive(value) }
  }

  /// Ends the stream: the subscribers receive the completion and are let go.
  func send(completion: Subscribers.Completion<Failure>) {
    let receivers = lock.withLock { _ in
      guard self.completion == nil else { return [(Subscribers.Completion<Failure>) -> Void]() }
      self.completion = completion
      let receivers = entries.sorted { $0.key < $1.key }.map(\.value.receiveCompletion)
      entries = [:]
      return receivers
    }
    for receive in receivers { receive(completion) }
  }
}
