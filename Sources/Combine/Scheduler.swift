import Dispatch
import Foundation

/// Where a publisher's values are delivered with `receive(on:)`: a dispatch queue or a run
/// loop. Only scheduling a closure is modelled; there are no clocks or delays.
///
/// ```swift
/// updates.receive(on: DispatchQueue.main)
/// ```
public protocol Scheduler {
  /// Options for scheduling; ignored.
  associatedtype SchedulerOptions
  /// Runs `action` later, on this scheduler.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  /// Options for scheduling on a queue; there are none.
  public struct SchedulerOptions: Sendable {}

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedValue(action)
    async { action.value() }
  }
}

extension RunLoop: Scheduler {
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = UncheckedValue(action)
    perform { action.value() }
  }
}
