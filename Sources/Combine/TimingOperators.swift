import Synchronization

extension Publisher {
  /// The last value of each burst: a value is delivered once `dueTime` has passed with no
  /// newer one.
  ///
  /// ```swift
  /// model.$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { search($0) }
  /// ```
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> AnyPublisher<Output, Failure> {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      let latest = Generation()
      return upstream.sink(receiveCompletion: receiveCompletion) { value in
        let ticket = latest.next()
        let value = UncheckedValue(value)
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
          if latest.isCurrent(ticket) { receiveValue(value.value) }
        }
      }
    })
  }

  /// At most one value each `interval`: the first of a quiet stretch at once, then the latest
  /// (or the first) of those that came while the interval ran, at its end.
  ///
  /// ```swift
  /// scrollOffsets.throttle(for: .milliseconds(350), scheduler: DispatchQueue.main, latest: true)
  /// ```
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> AnyPublisher<Output, Failure> {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      let window = ThrottleWindow<Output>()
      func closeWindow() {
        guard let pending = window.close() else { return }
        receiveValue(pending)
        window.open()
        scheduler.schedule(after: scheduler.now.advanced(by: interval), closeWindow)
      }
      return upstream.sink(receiveCompletion: receiveCompletion) { value in
        if window.offer(value, keepingLatest: latest) {
          receiveValue(value)
          scheduler.schedule(after: scheduler.now.advanced(by: interval), closeWindow)
        }
      }
    })
  }

  /// Every value and the completion, each `interval` later than it came.
  ///
  /// ```swift
  /// banner.delay(for: .seconds(2), scheduler: DispatchQueue.main)
  /// ```
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> AnyPublisher<Output, Failure> {
    let upstream = self
    return AnyPublisher(attaching: { receiveCompletion, receiveValue in
      let tolerance = tolerance ?? scheduler.minimumTolerance
      return upstream.sink(
        receiveCompletion: { completion in
          let completion = UncheckedValue(completion)
          scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
            receiveCompletion(completion.value)
          }
        },
        receiveValue: { value in
          let value = UncheckedValue(value)
          scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
            receiveValue(value.value)
          }
        })
    })
  }
}

/// The newest value's number, so that a debounce delivers only the newest.
private final class Generation: Sendable {
  private let count = Mutex(0)
  func next() -> Int { count.withLock { $0 += 1; return $0 } }
  func isCurrent(_ ticket: Int) -> Bool { count.withLock { $0 == ticket } }
}

/// A throttle's interval: whether one runs, and the value kept for its end.
private final class ThrottleWindow<Value>: @unchecked Sendable {
  private let lock = Mutex(())
  private var isOpen = false
  private var pending: Value?

  /// Takes a value; returns true when no interval ran, so the value goes out at once.
  func offer(_ value: Value, keepingLatest latest: Bool) -> Bool {
    lock.withLock { _ in
      guard isOpen else {
        isOpen = true
        return true
      }
      if latest || pending == nil { pending = value }
      return false
    }
  }

  /// Ends the interval; returns the value kept for its end, if any.
  func close() -> Value? {
    lock.withLock { _ in
      defer { pending = nil }
      isOpen = pending != nil
      return pending
    }
  }

  func open() { lock.withLock { _ in isOpen = true } }
}
