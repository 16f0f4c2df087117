import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, or from anyone).
  ///
  /// ```swift
  /// NotificationCenter.default.publisher(for: .NSSystemTimeZoneDidChange)
  ///   .sink { _ in refresh() }
  ///   .store(in: &cancellables)
  /// ```
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }

  /// The notifications of one name, delivered on the thread that posts them.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The centre the notifications come from.
    public let center: NotificationCenter
    /// Their name.
    public let name: Notification.Name
    /// The object they must come from, or `nil` for any.
    public let object: AnyObject?

    /// A publisher of the notifications named `name` that `center` posts.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
      receiveValue: @escaping (Notification) -> Void
    ) -> AnyCancellable {
      let receiver = UncheckedReceiver(receive: receiveValue)
      let token = center.addObserver(forName: name, object: object, queue: nil) { receiver.receive($0) }
      let center = center
      let observer = UncheckedReceiver<Void>(receive: { _ in center.removeObserver(token) })
      return AnyCancellable { observer.receive(()) }
    }
  }
}

/// A closure carried into a `@Sendable` one: delivery is synchronous, on the posting thread.
private struct UncheckedReceiver<Value>: @unchecked Sendable {
  let receive: (Value) -> Void
}
