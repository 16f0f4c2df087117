import Foundation

extension Publisher {
  /// Pairs of the latest values of this publisher and `other`, once both have sent one: a
  /// new pair each time either sends (developer.apple.com/documentation/combine/publisher/combinelatest(_:)).
  /// It finishes when both have finished, and fails as soon as either fails.
  ///
  /// ```swift
  /// $email.combineLatest($password).map { !$0.isEmpty && $1.count >= 8 }
  /// ```
  public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
  where Other.Failure == Failure {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      let state = CombineLatestState<Output, Other.Output, Failure>()
      let first = upstream.sink(receiveCompletion: { state.complete($0, side: 0, receiveCompletion) }) { value in
        if let pair = state.update(first: value) { receiveValue(pair) }
      }
      let second = other.sink(receiveCompletion: { state.complete($0, side: 1, receiveCompletion) }) { value in
        if let pair = state.update(second: value) { receiveValue(pair) }
      }
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    })
  }

  /// The latest values of this publisher and `other`, combined by `transform`.
  ///
  /// ```swift
  /// $firstName.combineLatest($lastName) { "\($0) \($1)" }
  /// ```
  public func combineLatest<Other: Publisher, T>(_ other: Other, _ transform: @escaping (Output, Other.Output) -> T)
    -> AnyPublisher<T, Failure>
  where Other.Failure == Failure {
    combineLatest(other).map { transform($0.0, $0.1) }.eraseToAnyPublisher()
  }

  /// Triples of the latest values of this publisher, `second` and `third`.
  ///
  /// ```swift
  /// $name.combineLatest($email, $phone).map { !$0.isEmpty && !$1.isEmpty && !$2.isEmpty }
  /// ```
  public func combineLatest<B: Publisher, C: Publisher>(_ second: B, _ third: C)
    -> AnyPublisher<(Output, B.Output, C.Output), Failure>
  where B.Failure == Failure, C.Failure == Failure {
    combineLatest(second).combineLatest(third).map { ($0.0.0, $0.0.1, $0.1) }.eraseToAnyPublisher()
  }
}

/// The latest value from each side of a `combineLatest`, and which sides have finished.
/// Values and completions are delivered outside the lock.
private final class CombineLatestState<A, B, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var first: A?
  private var second: B?
  private var finished: Set<Int> = []
  private var ended = false

  func update(first value: A) -> (A, B)? { latestPair { first = value } }
  func update(second value: B) -> (A, B)? { latestPair { second = value } }

  /// Records a value, and gives the pair to send once both sides have one.
  private func latestPair(after change: () -> Void) -> (A, B)? {
    lock.lock()
    defer { lock.unlock() }
    change()
    guard !ended, let first, let second else { return nil }
    return (first, second)
  }

  func complete(
    _ completion: Subscribers.Completion<Failure>, side: Int, _ receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  ) {
    lock.lock()
    var ending: Subscribers.Completion<Failure>?
    if !ended {
      if case .failure = completion {
        ended = true
        ending = completion
      } else {
        finished.insert(side)
        if finished.count == 2 {
          ended = true
          ending = completion
        }
      }
    }
    lock.unlock()
    if let ending { receiveCompletion(ending) }
  }
}
