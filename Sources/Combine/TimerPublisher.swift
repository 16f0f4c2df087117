import Foundation

extension RunLoop {
  /// Options for scheduling on a run loop; there are none.
  public struct SchedulerOptions: Sendable {}
}

extension Timer {
  /// A publisher of the current date every `interval` seconds, once connected, on a run loop
  /// that runs (a render is one instant, so a view never sees it fire).
  ///
  /// ```swift
  /// let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text(now, style: .time).onReceive(clock) { now = $0 }
  /// ```
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The dates of a repeating timer, from when it is connected.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never

    /// Seconds between dates.
    public let interval: TimeInterval
    /// How late a date may come.
    public let tolerance: TimeInterval?
    /// The run loop the timer is scheduled on.
    public let runLoop: RunLoop
    /// The run loop mode it runs in.
    public let mode: RunLoop.Mode
    private let subscribers = SubscriberList<Date, Never>()

    /// A timer publisher, not yet connected.
    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Date) -> Void
    ) -> AnyCancellable {
      subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// Schedules the timer; cancelling the result invalidates it.
    public func connect() -> any Cancellable {
      let subscribers = subscribers
      let timer = Timer(timeInterval: interval, repeats: true) { _ in subscribers.send(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      return AnyCancellable { timer.invalidate() }
    }
  }
}
