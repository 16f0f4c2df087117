import Foundation

/// The app's notification center, kept in memory: the authorization status (`.notDetermined`
/// until the app asks), the pending requests, the categories and the badge count.
///
/// Nothing is ever delivered or shown: requests stay pending until removed, whatever their
/// trigger, and the delivered list is always empty. A request for authorization is granted
/// unless ``darkroomSetAuthorizationResponse(granted:)`` said otherwise. Completion handlers
/// run before the method returns. Every method may be called from any thread.
///
/// ```swift
/// let center = UNUserNotificationCenter.current()
/// let granted = try await center.requestAuthorization(options: [.alert, .badge])
/// let content = UNMutableNotificationContent()
/// content.title = "Stand up"
/// try await center.add(UNNotificationRequest(
///   identifier: "stand", content: content,
///   trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)))
/// let pending = await center.pendingNotificationRequests()   // [stand]
/// ```
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  struct State {
    var status = UNAuthorizationStatus.notDetermined
    var granted: UNAuthorizationOptions = []
    var grants = true
    var pending: [UNNotificationRequest] = []
    var categories: Set<UNNotificationCategory> = []
    var badgeCount = 0
  }

  private let lock = NSLock()
  private var state = State()
  private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

  private static let shared = UNUserNotificationCenter()

  override init() {
    super.init()
  }

  /// The app's one notification center.
  public class func current() -> UNUserNotificationCenter {
    shared
  }

  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }

  /// The object told about notifications; held weakly, as Apple holds it.
  public var delegate: (any UNUserNotificationCenterDelegate)? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return storedDelegate
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      storedDelegate = newValue
    }
  }

  /// Whether this device supports content extensions: never here.
  public var supportsContentExtensions: Bool { false }

  // MARK: Authorization

  /// Asks for permission to notify. The first request decides, as a person's answer does:
  /// granted (`.authorized`, or `.provisional` when asked provisionally) unless
  /// ``darkroomSetAuthorizationResponse(granted:)`` said to decline; later requests report that
  /// decision. A provisional grant is asked again when a request is not provisional.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let granted = withState { state -> Bool in
      if state.status == .notDetermined || (state.status == .provisional && !options.contains(.provisional)) {
        if state.grants {
          state.status = options.contains(.provisional) ? .provisional : .authorized
          state.granted.formUnion(options)
        } else if state.status == .notDetermined {
          state.status = .denied
        }
      } else if state.status != .denied {
        state.granted.formUnion(options)
      }
      return state.status != .denied
    }
    completionHandler(granted, nil)
  }

  /// Asks for permission to notify; see ``requestAuthorization(options:completionHandler:)``.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    await withCheckedContinuation { continuation in
      requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
    }
  }

  /// The app's settings now.
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    let (status, granted) = withState { ($0.status, $0.granted) }
    completionHandler(UNNotificationSettings(status: status, granted: granted))
  }

  /// The app's settings now.
  public func notificationSettings() async -> UNNotificationSettings {
    let (status, granted) = withState { ($0.status, $0.granted) }
    return UNNotificationSettings(status: status, granted: granted)
  }

  // MARK: Requests

  /// Schedules `request`, replacing a pending request with the same identifier. It stays
  /// pending: nothing is delivered.
  public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    withState { state in
      state.pending.removeAll { $0.identifier == request.identifier }
      state.pending.append(request)
    }
    completionHandler?(nil)
  }

  /// Schedules `request`; see ``add(_:withCompletionHandler:)``.
  public func add(_ request: UNNotificationRequest) async throws {
    add(request, withCompletionHandler: nil)
  }

  /// The requests scheduled and not removed, in the order they were added.
  public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    completionHandler(withState { $0.pending })
  }

  /// The requests scheduled and not removed, in the order they were added.
  public func pendingNotificationRequests() async -> [UNNotificationRequest] {
    withState { $0.pending }
  }

  /// Unschedules the pending requests with these identifiers.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    let removed = Set(identifiers)
    withState { $0.pending.removeAll { removed.contains($0.identifier) } }
  }

  /// Unschedules every pending request.
  public func removeAllPendingNotificationRequests() {
    withState { $0.pending.removeAll() }
  }

  // MARK: Delivered notifications

  /// The notifications shown in Notification Center: none, since nothing is delivered.
  public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
    completionHandler([])
  }

  /// The notifications shown in Notification Center: none, since nothing is delivered.
  public func deliveredNotifications() async -> [UNNotification] {
    []
  }

  /// Removes delivered notifications: there are none.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

  /// Removes every delivered notification: there are none.
  public func removeAllDeliveredNotifications() {}

  // MARK: Badge and categories

  /// Sets the number on the app's icon; ``darkroomBadgeCount`` reads it back.
  public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    withState { $0.badgeCount = newBadgeCount }
    completionHandler?(nil)
  }

  /// Sets the number on the app's icon; ``darkroomBadgeCount`` reads it back.
  public func setBadgeCount(_ newBadgeCount: Int) async throws {
    setBadgeCount(newBadgeCount, withCompletionHandler: nil)
  }

  /// Replaces the app's categories.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    withState { $0.categories = categories }
  }

  /// The app's categories.
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    completionHandler(withState { $0.categories })
  }

  /// The app's categories.
  public func notificationCategories() async -> Set<UNNotificationCategory> {
    withState { $0.categories }
  }

  // MARK: Darkroom's controls, for tests and previews

  /// Darkroom's: whether later authorization requests are granted (the default) or declined,
  /// as if a person tapped Allow or Don't Allow.
  ///
  /// ```swift
  /// UNUserNotificationCenter.current().darkroomSetAuthorizationResponse(granted: false)
  /// ```
  public func darkroomSetAuthorizationResponse(granted: Bool) {
    withState { $0.grants = granted }
  }

  /// Darkroom's: sets the authorization status directly, as if decided before the test began.
  ///
  /// ```swift
  /// UNUserNotificationCenter.current().darkroomSetAuthorizationStatus(.authorized, options: [.alert, .badge])
  /// ```
  public func darkroomSetAuthorizationStatus(_ status: UNAuthorizationStatus, options: UNAuthorizationOptions = [.alert, .badge, .sound])
  {
    withState { state in
      state.status = status
      state.granted = status == .notDetermined || status == .denied ? [] : options
    }
  }

  /// Darkroom's: the number last given to `setBadgeCount`.
  ///
  /// ```swift
  /// #expect(UNUserNotificationCenter.current().darkroomBadgeCount == 3)
  /// ```
  public var darkroomBadgeCount: Int {
    withState { $0.badgeCount }
  }

  /// Darkroom's: forgets everything, back to how the app first launches: not determined, no
  /// requests, no categories, badge 0, requests granted, no delegate.
  ///
  /// ```swift
  /// UNUserNotificationCenter.current().darkroomReset()
  /// ```
  public func darkroomReset() {
    lock.lock()
    defer { lock.unlock() }
    state = State()
    storedDelegate = nil
  }
}
