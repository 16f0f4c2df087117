import Foundation

/// Whether one kind of presentation is on, as Apple's `UNNotificationSetting` says.
///
/// ```swift
/// let canBadge = await UNUserNotificationCenter.current().notificationSettings().badgeSetting == .enabled
/// ```
public enum UNNotificationSetting: Int, Hashable, Sendable {
  /// The app has no such setting.
  case notSupported = 0
  /// The setting is off.
  case disabled = 1
  /// The setting is on.
  case enabled = 2
}

/// How alerts appear on screen, as Apple's `UNAlertStyle` lists it.
///
/// ```swift
/// let style = await UNUserNotificationCenter.current().notificationSettings().alertStyle
/// ```
public enum UNAlertStyle: Int, Hashable, Sendable {
  /// No alerts.
  case none = 0
  /// Banners that go away by themselves.
  case banner = 1
  /// Alerts that stay until dismissed.
  case alert = 2
}

/// When notification previews are shown, as Apple's `UNShowPreviewsSetting` lists it.
///
/// ```swift
/// let previews = await UNUserNotificationCenter.current().notificationSettings().showPreviewsSetting
/// ```
public enum UNShowPreviewsSetting: Int, Hashable, Sendable {
  /// Always.
  case always = 0
  /// Only when the device is unlocked.
  case whenAuthenticated = 1
  /// Never.
  case never = 2
}

/// The app's notification settings at one moment: its authorization status, and each kind of
/// presentation enabled when authorization was granted for it.
///
/// Here the settings follow the in-memory center: an option the app asked for and was
/// granted is `.enabled`, anything else `.disabled`.
///
/// ```swift
/// UNUserNotificationCenter.current().getNotificationSettings { settings in
///   print(settings.authorizationStatus == .authorized, settings.alertSetting == .enabled)
/// }
/// ```
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Whether the app may schedule notifications.
  public let authorizationStatus: UNAuthorizationStatus
  /// Whether sounds play.
  public let soundSetting: UNNotificationSetting
  /// Whether the badge shows.
  public let badgeSetting: UNNotificationSetting
  /// Whether alerts show.
  public let alertSetting: UNNotificationSetting
  /// Whether notifications appear in Notification Center.
  public let notificationCenterSetting: UNNotificationSetting
  /// Whether notifications appear on the lock screen.
  public let lockScreenSetting: UNNotificationSetting
  /// Whether notifications appear in CarPlay.
  public let carPlaySetting: UNNotificationSetting
  /// Whether critical alerts play.
  public let criticalAlertSetting: UNNotificationSetting
  /// Whether Siri announces notifications.
  public let announcementSetting: UNNotificationSetting
  /// Whether time-sensitive notifications break through focus.
  public let timeSensitiveSetting: UNNotificationSetting
  /// How alerts appear.
  public let alertStyle: UNAlertStyle
  /// When previews show.
  public let showPreviewsSetting: UNShowPreviewsSetting
  /// Whether the app said it has its own notification settings screen.
  public let providesAppNotificationSettings: Bool

  init(status: UNAuthorizationStatus, granted: UNAuthorizationOptions) {
    authorizationStatus = status
    let allowed = status == .authorized || status == .provisional || status == .ephemeral
    func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
      allowed && granted.contains(option) ? .enabled : .disabled
    }
    soundSetting = setting(.sound)
    badgeSetting = setting(.badge)
    alertSetting = setting(.alert)
    // Provisional delivery is quiet: Notification Center only, never the lock screen.
    notificationCenterSetting = allowed ? .enabled : .disabled
    lockScreenSetting = status == .authorized ? .enabled : .disabled
    carPlaySetting = setting(.carPlay)
    criticalAlertSetting = setting(.criticalAlert)
    announcementSetting = setting(.announcement)
    timeSensitiveSetting = setting(.timeSensitive)
    alertStyle = status == .authorized && granted.contains(.alert) ? .banner : .none
    showPreviewsSetting = .always
    providesAppNotificationSettings = granted.contains(.providesAppNotificationSettings)
    super.init()
  }
}
