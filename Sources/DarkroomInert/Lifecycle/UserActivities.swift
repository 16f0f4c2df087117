import DarkroomViews
import Foundation

// Handoff, Spotlight and Siri suggestions pass user activities between devices and the
// system; a snapshot is drawn on no device, so a view's activity is never advertised and none
// is continued. Linux Foundation has no `NSUserActivity`, so it is declared here with the
// properties apps set (developer.apple.com/documentation/foundation/nsuseractivity).

/// An identifier that names a user activity so that it can be deleted later.
public typealias NSUserActivityPersistentIdentifier = String

/// What the app was doing, for Handoff, search and suggestions to offer again. Values set on
/// it are kept and read back; nothing is sent anywhere.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.viewNote")
/// activity.title = note.title
/// activity.userInfo = ["id": note.id.uuidString]
/// activity.isEligibleForHandoff = true
/// ```
open class NSUserActivity: NSObject {
  /// The kind of activity, a reverse-DNS string the app declares.
  public let activityType: String
  /// The name the system shows for the activity.
  open var title: String?
  /// What the app needs to carry on with the activity.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of `userInfo` that must be present for the activity to be continued.
  open var requiredUserInfoKeys: Set<String>?
  /// Words for search to find the activity by.
  open var keywords: Set<String> = []
  /// A page that continues the activity in a browser.
  open var webpageURL: URL?
  /// The page the activity came from.
  open var referrerURL: URL?
  /// When the activity stops being offered.
  open var expirationDate: Date?
  /// An identifier that matches the activity to a scene.
  open var targetContentIdentifier: String?
  /// An identifier to delete the activity by later.
  open var persistentIdentifier: NSUserActivityPersistentIdentifier?
  /// Whether the activity may be continued on another device.
  open var isEligibleForHandoff = true
  /// Whether search indexes the activity on this device.
  open var isEligibleForSearch = false
  /// Whether search may index the activity for everyone.
  open var isEligibleForPublicIndexing = false
  /// Whether Siri may suggest the activity.
  open var isEligibleForPrediction = false
  /// Whether the activity's state is to be saved before it is next sent.
  open var needsSave = false
  /// Whether the activity opens streams to the device that continues it.
  open var supportsContinuationStreams = false

  /// An activity of `activityType`.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var merged = userInfo ?? [:]
    for (key, value) in otherDictionary { merged[key] = value }
    userInfo = merged
  }

  /// Accepted and ignored: no device is told what the app is doing.
  open func becomeCurrent() {}
  /// Accepted and ignored: no device is told what the app is doing.
  open func resignCurrent() {}
  /// Accepted and ignored: nothing is being offered.
  open func invalidate() {}
}

nonisolated extension View {
  /// Accepted and ignored: the activity is advertised while the view is on a device's screen,
  /// and a snapshot is on none, so `update` is not called.
  ///
  /// ```swift
  /// NoteView(note: note).userActivity("com.example.viewNote") { activity in
  ///   activity.title = note.title
  /// }
  /// ```
  public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View {
    self
  }

  /// Accepted and ignored: no activity is advertised in a snapshot.
  public func userActivity<Element>(
    _ activityType: String, element: Element?, _ update: @escaping (Element, NSUserActivity) -> Void
  ) -> some View {
    self
  }

  /// Accepted and ignored: no activity is continued in a snapshot, so `action` is not called.
  ///
  /// ```swift
  /// ContentView().onContinueUserActivity("com.example.viewNote") { activity in open(activity) }
  /// ```
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
    self
  }

  /// Accepted and ignored: no external event reaches a snapshot.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

nonisolated extension Scene {
  /// Accepted and ignored: no external event reaches a snapshot, so no scene is chosen for one.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.handlesExternalEvents(matching: ["note"])
  /// ```
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
}
