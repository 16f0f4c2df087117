import Foundation

/// How an action behaves, as Apple's `UNNotificationActionOptions` lists it.
///
/// ```swift
/// let delete = UNNotificationAction(identifier: "delete", title: "Delete", options: [.destructive])
/// ```
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Options from their raw bits, as Apple numbers them.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The device must be unlocked first.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// The action is drawn as destructive.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// The action opens the app.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button a notification offers.
///
/// ```swift
/// let snooze = UNNotificationAction(identifier: "snooze", title: "Snooze", options: [])
/// ```
public class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
  /// The identifier the response carries when the action is chosen.
  public let identifier: String
  /// The button's title.
  public let title: String
  /// How the action behaves.
  public let options: UNNotificationActionOptions

  /// An action titled `title`.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
    super.init()
  }

  /// The action itself: it cannot change.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationAction else { return false }
    return identifier == other.identifier && title == other.title && options == other.options
  }

  public override var hash: Int {
    identifier.hashValue
  }
}

/// An action that asks for a line of text, such as a reply.
///
/// ```swift
/// let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [],
///                                           textInputButtonTitle: "Send", textInputPlaceholder: "Message")
/// ```
public final class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  /// The title of the button that sends the text.
  public let textInputButtonTitle: String
  /// The placeholder shown in the empty field.
  public let textInputPlaceholder: String

  /// A text action titled `title`.
  public init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
    textInputPlaceholder: String
  ) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options)
  }
}
