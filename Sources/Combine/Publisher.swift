/// Something that delivers values over time, then possibly a completion: the shape of
/// Combine's `Publisher`, for Linux, which has no Combine. On Apple's platforms `import Combine`
/// imports Apple's Combine instead, and none of this is compiled.
///
/// This Combine is small: a subscriber is a pair of closures given to
/// ``sink(receiveCompletion:receiveValue:)``, values are delivered synchronously on the thread
/// that sends them, and there is no demand (back pressure) and no scheduling.
///
/// ```swift
/// let cancellable = settings.$volume.sink { volume in print("volume", volume) }
/// ```
public protocol Publisher<Output, Failure> {
  /// The kind of values published.
  associatedtype Output
  /// The kind of error that ends the stream; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches a subscriber made of two closures, and returns what detaches it. Values sent
  /// after the returned ``AnyCancellable`` is cancelled or released are not delivered.
  ///
  /// ```swift
  /// let cancellable = Just(3).sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
  /// ```
  func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}

/// Namespace for what subscribers receive.
public enum Subscribers {
  /// How a publisher's stream ended: normally, or with an error.
  ///
  /// ```swift
  /// if case .failure(let error) = completion { print(error) }
  /// ```
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Namespace for the publishers operators return.
public enum Publishers {}

extension Publisher where Failure == Never {
  /// Attaches a closure that receives every value of a publisher that cannot fail.
  ///
  /// ```swift
  /// model.objectWillChange.sink { print("about to change") }.store(in: &cancellables)
  /// ```
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value into a property of an object, which is kept alive while the
  /// subscription lasts.
  ///
  /// ```swift
  /// Just("Ada").assign(to: \.name, on: profile)
  /// ```
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }
}
