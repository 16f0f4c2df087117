/// A publisher you send values into.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// taps.send()
/// ```
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers a value to the subscribers.
  func send(_ value: Output)
  /// Ends the stream.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Delivers `()` to the subscribers.
  public func send() {
    send(())
  }
}

/// A subject that passes on what it is sent to the subscribers of the moment.
///
/// ```swift
/// let events = PassthroughSubject<String, Never>()
/// let cancellable = events.sink { print($0) }
/// events.send("opened")
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()

  /// A subject with no subscribers yet.
  public init() {}

  public func send(_ value: Output) {
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

/// A subject that holds a current value: a new subscriber receives it first, and setting
/// ``value`` sends the new one.
///
/// ```swift
/// let count = CurrentValueSubject<Int, Never>(0)
/// count.value += 1
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let subscribers = SubscriberList<Output, Failure>()
  private let box: StateBox<Output>

  /// A subject holding `value`.
  public init(_ value: Output) {
    box = StateBox(value)
  }

  /// The current value; setting it sends it to the subscribers.
  public var value: Output {
    get { box.value }
    set { send(newValue) }
  }

  public func send(_ value: Output) {
    box.value = value
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    subscribers.send(completion: completion)
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let cancellable = subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    receiveValue(box.value)
    return cancellable
  }
}
