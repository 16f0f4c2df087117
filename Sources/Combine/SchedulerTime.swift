import Dispatch
import Foundation

/// A span of scheduler time written in seconds or parts of one, as Combine's
/// `SchedulerTimeIntervalConvertible`: `.milliseconds(300)`, `.seconds(2)`.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

extension DispatchQueue {
  /// A moment on a dispatch queue's clock, as Combine's `DispatchQueue.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public let dispatchTime: DispatchTime

    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let from = Int64(clamping: dispatchTime.uptimeNanoseconds)
      let to = Int64(clamping: other.dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: to &- from)
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
      let end = start.addingReportingOverflow(n.magnitude).partialValue
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(clamping: max(end, 0))))
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// A span of a dispatch queue's time, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Sendable
    {
      /// The span in nanoseconds.
      public var magnitude: Int64

      public init(nanoseconds: Int64) { magnitude = nanoseconds }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int64(exactly: source) else { return nil }
        magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
      }
      /// A span in seconds.
      public init(integerLiteral value: Int) { self = .seconds(value) }
      /// A span in seconds.
      public init(floatLiteral value: Double) { self = .seconds(value) }

      public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: Int64(s).multipliedReportingOverflow(by: 1_000_000_000).partialValue) }
      public static func seconds(_ s: Double) -> Stride {
        let nanoseconds = s * 1_000_000_000
        return Stride(nanoseconds: nanoseconds.isFinite ? Int64(max(min(nanoseconds, 9.2e18), -9.2e18)) : 0)
      }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: Int64(ms).multipliedReportingOverflow(by: 1_000_000).partialValue) }
      public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: Int64(us).multipliedReportingOverflow(by: 1_000).partialValue) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: Int64(ns)) }

      /// The span in seconds.
      var seconds: Double { Double(magnitude) / 1_000_000_000 }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &- rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude &* rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }
}

extension RunLoop {
  /// A moment on a run loop's clock, as Combine's `RunLoop.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public let date: Date

    public init(_ date: Date) { self.date = date }

    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }

    /// A span of a run loop's time, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Sendable
    {
      /// The span in seconds.
      public var timeInterval: TimeInterval
      public var magnitude: TimeInterval { abs(timeInterval) }

      public init(_ timeInterval: TimeInterval) { self.timeInterval = timeInterval }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        timeInterval = value
      }
      public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }
      public init(floatLiteral value: Double) { timeInterval = value }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }
}
