import Dispatch
import Foundation

/// Where and when a publisher's values are delivered: a dispatch queue or a run loop, now
/// (`receive(on:)`) or after a time (`debounce`, `throttle`, `delay`).
///
/// ```swift
/// updates.receive(on: DispatchQueue.main)
/// query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
/// ```
public protocol Scheduler {
  /// Options for scheduling; ignored.
  associatedtype SchedulerOptions
  /// The scheduler's clock.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// The time now, on the scheduler's clock.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }
  /// Runs `action` later, on this scheduler.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` on this scheduler once `date` has come.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
}

extension Scheduler {
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
}

extension DispatchQueue: Scheduler {
  /// Options for scheduling on a queue; there are none.
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedValue(action)
    async { action.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = UncheckedValue(action)
    asyncAfter(deadline: date.dispatchTime) { action.value() }
  }
}

extension RunLoop: Scheduler {
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedValue(action)
    perform { action.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = UncheckedValue(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
    add(timer, forMode: .default)
  }
}
