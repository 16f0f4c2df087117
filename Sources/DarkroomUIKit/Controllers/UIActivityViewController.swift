import DarkroomViews
import Foundation

/// UIKit's share sheet, as view files present it: it keeps the items to share, the extra
/// activities and the completion handler. A render shares nothing, so the sheet's view is
/// empty and the handler is never called
/// (developer.apple.com/documentation/uikit/uiactivityviewcontroller).
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
/// share.completionWithItemsHandler = { activity, completed, _, _ in log(activity, completed) }
/// ```
@MainActor
open class UIActivityViewController: UIViewController {
  /// What the sheet reports when it is done.
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

  /// The items to share.
  public let activityItems: [Any]
  /// The app's own activities, shown with the system's.
  public let applicationActivities: [UIActivity]?
  /// The system activities left out of the sheet.
  public var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when the sheet is done; never, in a render.
  public var completionWithItemsHandler: CompletionWithItemsHandler?

  /// A sheet sharing `activityItems`.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }
}

/// A service a share sheet offers, as UIKit declares it: subclass it for an app's own
/// activity (developer.apple.com/documentation/uikit/uiactivity).
///
/// ```swift
/// final class OpenInMaps: UIActivity {
///   override var activityTitle: String? { "Open in Maps" }
/// }
/// ```
@MainActor
open class UIActivity {
  /// The kind of activity, as UIKit names the system's.
  public struct ActivityType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// Where the activity is listed: with the actions, unless overridden.
  public enum Category: Int, Sendable { case action, share }

  public init() {}

  open class var activityCategory: Category { .action }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  open func prepare(withActivityItems activityItems: [Any]) {}
  open func perform() { activityDidFinish(false) }
  open func activityDidFinish(_ completed: Bool) {}
}
