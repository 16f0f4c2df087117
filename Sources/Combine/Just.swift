/// A publisher of one value, then the end.
///
/// ```swift
/// Just("Ada").sink { print($0) }
/// ```
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value it publishes.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) {
    self.output = output
  }

  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    receiveValue(output)
    receiveCompletion(.finished)
    return AnyCancellable {}
  }
}

extension Just: Sendable where Output: Sendable {}
extension Just: Equatable where Output: Equatable {}
