/// A publisher that publishes nothing and, unless told not to, ends at once.
///
/// ```swift
/// func results(for query: String) -> AnyPublisher<[Item], Never> {
///   query.isEmpty ? Empty().eraseToAnyPublisher() : search(query)
/// }
/// ```
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether the publisher ends as soon as it is subscribed to.
  public let completeImmediately: Bool

  /// A publisher of nothing.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// A publisher of nothing, with its types named.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    if completeImmediately { receiveCompletion(.finished) }
    return AnyCancellable {}
  }
}

extension Empty: Sendable {}

extension Empty: Equatable {
  public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}
