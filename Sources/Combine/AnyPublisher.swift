/// A publisher whose type is hidden, as models expose their streams.
///
/// ```swift
/// var namePublisher: AnyPublisher<String, Never> { $name.eraseToAnyPublisher() }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach:
    (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

  /// Hides the type of `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attach = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    attach(receiveCompletion, receiveValue)
  }
}

extension Publisher {
  /// This publisher with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }

  /// A publisher of each value changed by `transform`.
  ///
  /// ```swift
  /// model.$count.map { "\($0) items" }
  /// ```
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// The values of `upstream`, each changed by a function.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      let transform = transform
      return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
    }
  }
}

extension AnyPublisher {
  /// A publisher made of a function that attaches a subscriber's two closures.
  init(
    attaching attach: @escaping (
      @escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void
    ) -> AnyCancellable
  ) {
    self.init(AttachingPublisher(attach: attach))
  }
}

/// A publisher that is nothing but its attach function.
private struct AttachingPublisher<Output, Failure: Error>: Publisher {
  let attach:
    (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

  func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    attach(receiveCompletion, receiveValue)
  }
}
