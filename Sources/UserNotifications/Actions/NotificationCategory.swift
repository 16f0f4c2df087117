import Foundation

/// How a category's notifications behave, as Apple's `UNNotificationCategoryOptions` lists it.
///
/// ```swift
/// let options: UNNotificationCategoryOptions = [.customDismissAction]
/// ```
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Options from their raw bits, as Apple numbers them.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Dismissing the notification is reported to the delegate.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  /// The category's notifications appear in CarPlay.
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  /// The title shows even when previews are hidden.
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  /// The subtitle shows even when previews are hidden.
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
  /// Siri may announce the category's notifications (deprecated by Apple; still accepted).
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification and the actions it offers, matched by a content's
/// `categoryIdentifier`. Two categories with the same identifier are equal, so a set holds one.
///
/// ```swift
/// let invite = UNNotificationCategory(
///   identifier: "invite",
///   actions: [UNNotificationAction(identifier: "accept", title: "Accept", options: [.foreground])],
///   intentIdentifiers: [], options: [])
/// UNUserNotificationCenter.current().setNotificationCategories([invite])
/// ```
public final class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
  /// The identifier contents name.
  public let identifier: String
  /// The actions, in order.
  public let actions: [UNNotificationAction]
  /// The intents the category's notifications relate to.
  public let intentIdentifiers: [String]
  /// How the category's notifications behave.
  public let options: UNNotificationCategoryOptions
  /// The placeholder body shown when previews are hidden.
  public let hiddenPreviewsBodyPlaceholder: String
  /// The summary of a group of the category's notifications.
  public let categorySummaryFormat: String

  /// A category offering `actions`.
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    hiddenPreviewsBodyPlaceholder = ""
    categorySummaryFormat = ""
    super.init()
  }

  /// A category with the placeholder shown when previews are hidden.
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String,
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    categorySummaryFormat = ""
    super.init()
  }

  /// The category itself: it cannot change.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UNNotificationCategory)?.identifier == identifier
  }

  public override var hash: Int {
    identifier.hashValue
  }
}
