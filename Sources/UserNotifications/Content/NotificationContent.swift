import Foundation

/// How urgently a notification asks for attention, as Apple's
/// `UNNotificationInterruptionLevel` lists it.
///
/// ```swift
/// content.interruptionLevel = .timeSensitive
/// ```
public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
  /// Quietly, in the list only.
  case passive = 0
  /// Lights the screen and plays a sound: the default.
  case active = 1
  /// Breaks through focus.
  case timeSensitive = 2
  /// Breaks through the mute switch too.
  case critical = 3
}

/// What a notification says: its texts, badge, sound and the data the app attaches. A request
/// keeps a copy, so changing a ``UNMutableNotificationContent`` after scheduling it changes
/// nothing scheduled.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Time to stretch"
/// content.body = "Stand up for a minute."
/// let scheduled: UNNotificationContent = content.copy() as? UNNotificationContent ?? content
/// ```
public class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  struct Fields {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var userInfo: [AnyHashable: Any] = [:]
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var targetContentIdentifier: String?
    var launchImageName = ""
    var interruptionLevel = UNNotificationInterruptionLevel.active
    var relevanceScore = 0.0
    var filterCriteria: String?
  }

  var fields: Fields

  init(fields: Fields) {
    self.fields = fields
    super.init()
  }

  /// Empty content.
  public override init() {
    fields = Fields()
    super.init()
  }

  /// The headline.
  public var title: String { fields.title }
  /// The line under the title.
  public var subtitle: String { fields.subtitle }
  /// The message.
  public var body: String { fields.body }
  /// The number for the app's badge; `nil` leaves it, 0 clears it.
  public var badge: NSNumber? { fields.badge }
  /// The sound to play; `nil` for none.
  public var sound: UNNotificationSound? { fields.sound }
  /// The app's own data.
  public var userInfo: [AnyHashable: Any] { fields.userInfo }
  /// The category whose actions the notification offers.
  public var categoryIdentifier: String { fields.categoryIdentifier }
  /// The thread notifications are grouped by.
  public var threadIdentifier: String { fields.threadIdentifier }
  /// The scene or window the notification belongs to.
  public var targetContentIdentifier: String? { fields.targetContentIdentifier }
  /// The launch image shown when the app opens from the notification.
  public var launchImageName: String { fields.launchImageName }
  /// How urgently the notification asks for attention.
  public var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
  /// How the notification ranks in a summary, 0 to 1.
  public var relevanceScore: Double { fields.relevanceScore }
  /// The focus filter the notification matches.
  public var filterCriteria: String? { fields.filterCriteria }

  /// An unchangeable copy.
  public func copy(with zone: NSZone? = nil) -> Any {
    UNNotificationContent(fields: fields)
  }

  /// A changeable copy.
  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    UNMutableNotificationContent(fields: fields)
  }
}

/// Content an app fills in before scheduling it.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Order shipped"
/// content.body = "Arrives Thursday."
/// content.badge = 1
/// content.sound = .default
/// content.userInfo = ["order": "A-1042"]
/// ```
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  /// The headline.
  public override var title: String {
    get { fields.title }
    set { fields.title = newValue }
  }
  /// The line under the title.
  public override var subtitle: String {
    get { fields.subtitle }
    set { fields.subtitle = newValue }
  }
  /// The message.
  public override var body: String {
    get { fields.body }
    set { fields.body = newValue }
  }
  /// The number for the app's badge; `nil` leaves it, 0 clears it.
  public override var badge: NSNumber? {
    get { fields.badge }
    set { fields.badge = newValue }
  }
  /// The sound to play; `nil` for none.
  public override var sound: UNNotificationSound? {
    get { fields.sound }
    set { fields.sound = newValue }
  }
  /// The app's own data.
  public override var userInfo: [AnyHashable: Any] {
    get { fields.userInfo }
    set { fields.userInfo = newValue }
  }
  /// The category whose actions the notification offers.
  public override var categoryIdentifier: String {
    get { fields.categoryIdentifier }
    set { fields.categoryIdentifier = newValue }
  }
  /// The thread notifications are grouped by.
  public override var threadIdentifier: String {
    get { fields.threadIdentifier }
    set { fields.threadIdentifier = newValue }
  }
  /// The scene or window the notification belongs to.
  public override var targetContentIdentifier: String? {
    get { fields.targetContentIdentifier }
    set { fields.targetContentIdentifier = newValue }
  }
  /// The launch image shown when the app opens from the notification.
  public override var launchImageName: String {
    get { fields.launchImageName }
    set { fields.launchImageName = newValue }
  }
  /// How urgently the notification asks for attention.
  public override var interruptionLevel: UNNotificationInterruptionLevel {
    get { fields.interruptionLevel }
    set { fields.interruptionLevel = newValue }
  }
  /// How the notification ranks in a summary; kept within 0 to 1, as Apple clamps it.
  public override var relevanceScore: Double {
    get { fields.relevanceScore }
    set { fields.relevanceScore = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
  }
  /// The focus filter the notification matches.
  public override var filterCriteria: String? {
    get { fields.filterCriteria }
    set { fields.filterCriteria = newValue }
  }
}
