import Foundation

/// The identifier of the response when a person opens the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response when a person dismisses the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification arriving in the foreground is shown, as Apple's
/// `UNNotificationPresentationOptions` lists it.
///
/// ```swift
/// func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
///   -> UNNotificationPresentationOptions { [.banner, .sound] }
/// ```
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Options from their raw bits, as Apple numbers them.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Update the badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Show an alert (deprecated by Apple for `.banner` and `.list`; still accepted).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Show it in Notification Center.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Show a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// A delivered notification: its request and when it arrived. Nothing is delivered here, so
/// the center never hands one out; a test may make one to call a delegate itself.
///
/// ```swift
/// let note = UNNotification(darkroomRequest: request, date: Date(timeIntervalSince1970: 0))
/// ```
public final class UNNotification: NSObject, NSCopying, @unchecked Sendable {
  /// The request that was delivered.
  public let request: UNNotificationRequest
  /// When it was delivered.
  public let date: Date

  /// A notification as if `request` had been delivered at `date`; Darkroom's, for tests (Apple
  /// has no public initializer).
  public init(darkroomRequest request: UNNotificationRequest, date: Date) {
    self.request = request
    self.date = date
    super.init()
  }

  /// The notification itself: it cannot change.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}

/// What a person did with a notification: the notification and the action chosen.
///
/// ```swift
/// if response.actionIdentifier == UNNotificationDefaultActionIdentifier { /* opened */ }
/// ```
public class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
  /// The notification responded to.
  public let notification: UNNotification
  /// The chosen action's identifier, or one of the default and dismiss identifiers.
  public let actionIdentifier: String

  /// A response choosing `actionIdentifier`; Darkroom's, for tests (Apple has no public
  /// initializer).
  public init(darkroomNotification notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
    super.init()
  }

  /// The response itself: it cannot change.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}

/// A response carrying the text a person typed.
///
/// ```swift
/// if let reply = response as? UNTextInputNotificationResponse { print(reply.userText) }
/// ```
public final class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
  /// The text typed.
  public let userText: String

  /// A text response; Darkroom's, for tests.
  public init(darkroomNotification notification: UNNotification, actionIdentifier: String, userText: String) {
    self.userText = userText
    super.init(darkroomNotification: notification, actionIdentifier: actionIdentifier)
  }
}
