import Synchronization

/// A publisher that starts producing values only when it is connected, as a timer does.
///
/// ```swift
/// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// ```
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts producing values; cancelling the result stops.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected while it has at least one subscriber.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that connects with its first subscriber and disconnects when
  /// the last one leaves.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher it connects.
    public let upstream: Upstream
    private let lock = Mutex(())
    private var subscribers = 0
    private var connection: (any Cancellable)?

    /// Connects `upstream` while it has subscribers.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let subscription = upstream.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
      let isFirst = lock.withLock { _ in
        subscribers += 1
        return subscribers == 1
      }
      if isFirst {
        let connection = upstream.connect()
        lock.withLock { _ in self.connection = connection }
      }
      return AnyCancellable { [self] in
        subscription.cancel()
        let connection: (any Cancellable)? = lock.withLock { _ in
          subscribers -= 1
          guard subscribers == 0 else { return nil }
          defer { self.connection = nil }
          return self.connection
        }
        connection?.cancel()
      }
    }
  }
}
