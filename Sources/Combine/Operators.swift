import Synchronization

extension Publisher {
  /// A publisher of the values that pass `isIncluded`.
  ///
  /// ```swift
  /// model.$query.filter { $0.count > 2 }
  /// ```
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      upstream.sink(receiveCompletion: receiveCompletion) { if isIncluded($0) { receiveValue($0) } }
    })
  }

  /// A publisher of the non-`nil` results of `transform`.
  ///
  /// ```swift
  /// model.$text.compactMap(Int.init)
  /// ```
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      upstream.sink(receiveCompletion: receiveCompletion) { if let value = transform($0) { receiveValue(value) } }
    })
  }

  /// The values that differ from the one before them.
  ///
  /// ```swift
  /// model.$isOnline.removeDuplicates()
  /// ```
  public func removeDuplicates() -> AnyPublisher<Output, Failure> where Output: Equatable {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      let last = LastValue<Output>()
      return upstream.sink(receiveCompletion: receiveCompletion) { value in
        if last.replace(with: value) != value { receiveValue(value) }
      }
    })
  }

  /// The values and completion delivered on `scheduler`: later, in the order they came.
  ///
  /// ```swift
  /// service.updates.receive(on: DispatchQueue.main).sink { self.items = $0 }
  /// ```
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      upstream.sink(
        receiveCompletion: { completion in scheduler.schedule(options: options) { receiveCompletion(completion) } },
        receiveValue: { value in
          let value = UncheckedValue(value)
          scheduler.schedule(options: options) { receiveValue(value.value) }
        })
    })
  }
}

/// The previous value of a `removeDuplicates` subscription.
private final class LastValue<Value>: @unchecked Sendable {
  private let lock = Mutex(())
  private var last: Value?

  /// Stores `value` and returns the one before it.
  func replace(with value: Value) -> Value? {
    lock.withLock { _ in
      defer { last = value }
      return last
    }
  }
}

/// A value carried to another thread by a scheduler that delivers it there alone.
struct UncheckedValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
