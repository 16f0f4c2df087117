import Foundation

/// What an app asks permission for when it requests authorization, as Apple's
/// `UNAuthorizationOptions` lists it.
///
/// ```swift
/// try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound])
/// ```
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Options from their raw bits, as Apple numbers them.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Updating the app's badge.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Playing sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Showing alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Showing notifications in CarPlay.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Playing sounds for critical alerts, past the mute switch and Do Not Disturb.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// A button in the system's notification settings that opens the app's own settings.
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Delivering quietly to Notification Center without asking first.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  /// Siri reading notifications aloud (deprecated by Apple; still accepted).
  public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
  /// Time-sensitive notifications (deprecated by Apple; still accepted).
  public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may schedule notifications, as Apple's `UNAuthorizationStatus` says.
///
/// ```swift
/// let settings = await UNUserNotificationCenter.current().notificationSettings()
/// if settings.authorizationStatus == .notDetermined { /* ask */ }
/// ```
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
  /// The app has not asked yet.
  case notDetermined = 0
  /// The person declined.
  case denied = 1
  /// The person allowed notifications.
  case authorized = 2
  /// Notifications are allowed quietly, without having asked.
  case provisional = 3
  /// An App Clip may notify for a limited time.
  case ephemeral = 4
}
