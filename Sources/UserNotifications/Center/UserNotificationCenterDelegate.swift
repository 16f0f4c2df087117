import Foundation

/// What an app's delegate hears from the notification center. Every method has a default
/// that does nothing (or presents nothing), as Apple's methods are optional. Nothing is
/// delivered here, so the center never calls them; a test may call them itself.
///
/// ```swift
/// final class Notifications: NSObject, UNUserNotificationCenterDelegate {
///   func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
///     -> UNNotificationPresentationOptions { [.banner, .sound] }
/// }
/// ```
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// How to show a notification that arrives while the app is in the foreground.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

  /// How to show a notification that arrives while the app is in the foreground.
  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions

  /// A person opened, dismissed or chose an action of a notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

  /// A person opened, dismissed or chose an action of a notification.
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

  /// A person asked for the app's own notification settings.
  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// Presents nothing, as Apple does when the delegate does not say.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([])
  }

  /// Presents nothing, as Apple does when the delegate does not say.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    []
  }

  /// Does nothing but finish.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    completionHandler()
  }

  /// Does nothing.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

  /// Does nothing.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
