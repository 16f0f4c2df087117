import Foundation

/// A timer running over an interval of dates, read at the render's "now" (the environment's
/// `timelineDate`), so that a snapshot shows the same time in every run.
struct TimerInterval: Hashable, Sendable {
  let interval: ClosedRange<Date>
  let pauseTime: Date?
  let countsDown: Bool
  let showsHours: Bool

  /// The seconds the timer shows at `now`: those left when counting down, those gone when
  /// counting up, held within the interval and stopped at `pauseTime`.
  func seconds(at now: Date) -> TimeInterval {
    let moment = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
    return countsDown ? interval.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(interval.lowerBound)
  }

  /// The share of the interval the timer has left (counting down) or has run (counting up).
  func fraction(at now: Date) -> Double {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard length > 0 else { return countsDown ? 0 : 1 }
    return seconds(at: now) / length
  }

  /// The timer's time at `now`, as ``clock(_:showsHours:locale:)`` writes it.
  func text(at now: Date, locale: Locale) -> String {
    Self.clock(seconds(at: now), showsHours: showsHours, locale: locale)
  }

  /// Whole seconds as a timer shows them: "4:05", "1:02:03", or with `showsHours` off "62:03".
  static func clock(_ seconds: TimeInterval, showsHours: Bool = true, locale: Locale) -> String {
    let total = Int64(seconds.rounded(.down))
    if total >= 3_600, !showsHours {
      let minutes = total / 60, seconds = total % 60
      return "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
    }
    let pattern: Duration.TimeFormatStyle.Pattern = total >= 3_600 ? .hourMinuteSecond : .minuteSecond
    return Duration.seconds(total).formatted(.time(pattern: pattern).locale(locale))
  }
}

extension Text {
  /// A timer over `timerInterval`, counting down to its end or up from its start, as SwiftUI
  /// shows it (developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:)).
  /// It reads the render's "now", the environment's `timelineDate`, and stops at `pauseTime`.
  ///
  /// ```swift
  /// Text(timerInterval: workout.start...workout.end, countsDown: true)
  /// ```
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    self.init(timer: TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }

  init(timer: TimerInterval) {
    self.init(timer.interval.lowerBound, style: DateStyle(kind: .interval(timer)))
  }
}

/// The label a timer progress view shows by default: the timer's time.
public nonisolated struct DefaultDateProgressLabel: View {
  let timer: TimerInterval

  public var body: some View {
    Text(timer: timer).monospacedDigit()
  }
}
