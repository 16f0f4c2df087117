import Foundation

/// What makes a notification fire. Nothing fires here; the trigger is kept so a test can read
/// back when a notification would have been delivered.
///
/// ```swift
/// let trigger: UNNotificationTrigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
/// print(trigger.repeats)
/// ```
public class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
  /// Whether the notification fires again after each delivery.
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
    super.init()
  }

  /// The trigger itself: it cannot change.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}

/// Fires a number of seconds after the request is added.
///
/// Apple raises an exception for an interval that is not positive, or under 60 seconds when
/// repeating; here such a trigger is accepted and simply never has a next date.
///
/// ```swift
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 15 * 60, repeats: false)
/// let when = trigger.nextTriggerDate()
/// ```
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The seconds between adding the request and delivery.
  public let timeInterval: TimeInterval

  /// Fires `timeInterval` seconds from when the request is added, and every interval after
  /// that when `repeats`.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// The date it would fire if the request were added now; `nil` for an interval Apple rejects.
  public func nextTriggerDate() -> Date? {
    guard timeInterval.isFinite, timeInterval > 0, !repeats || timeInterval >= 60 else { return nil }
    return Date(timeIntervalSinceNow: timeInterval)
  }
}

/// The trigger of a notification sent through the Apple Push Notification service. Nothing
/// is ever pushed here.
///
/// ```swift
/// if notification.request.trigger is UNPushNotificationTrigger { /* remote */ }
/// ```
public final class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
