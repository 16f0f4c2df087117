import Foundation

/// A notification to schedule: an identifier, the content and what triggers it. The request
/// keeps its own copy of the content.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Tea is ready"
/// let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 180, repeats: false)
/// let request = UNNotificationRequest(identifier: "tea", content: content, trigger: trigger)
/// try await UNUserNotificationCenter.current().add(request)
/// ```
public final class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
  /// The identifier that replaces or removes the request.
  public let identifier: String
  /// What the notification says.
  public let content: UNNotificationContent
  /// When it would be delivered; `nil` for right away.
  public let trigger: UNNotificationTrigger?

  /// A request for `content`, delivered when `trigger` fires (right away when `nil`).
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = UNNotificationContent(fields: content.fields)
    self.trigger = trigger
    super.init()
  }

  /// The request itself: it cannot change.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}
