import Foundation

/// Fires at the next date matching some date components: every day at 8:30 when it repeats
/// and only the hour and minute are given.
///
/// ```swift
/// var morning = DateComponents()
/// morning.hour = 8
/// morning.minute = 30
/// let trigger = UNCalendarNotificationTrigger(dateMatching: morning, repeats: true)
/// let next = trigger.nextTriggerDate()
/// ```
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a firing date matches.
  public let dateComponents: DateComponents

  /// Fires at the next date matching `dateComponents`, and each matching date after it when
  /// `repeats`.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next matching date after now, in the components' calendar (or the current one);
  /// `nil` when no date matches.
  public func nextTriggerDate() -> Date? {
    nextTriggerDate(after: Date())
  }

  /// The next matching date after `date`.
  func nextTriggerDate(after date: Date) -> Date? {
    var calendar = dateComponents.calendar ?? Calendar.current
    if let zone = dateComponents.timeZone { calendar.timeZone = zone }
    var matching = dateComponents
    // The calendar and zone choose how to match, they are not fields to match.
    matching.calendar = nil
    matching.timeZone = nil
    return calendar.nextDate(after: date, matching: matching, matchingPolicy: .nextTime)
  }
}
