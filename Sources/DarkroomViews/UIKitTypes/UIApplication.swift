import Foundation

/// The app object, for view code that opens URLs, reads the badge or ends editing: nothing
/// opens in a snapshot, and nothing a view does here reaches a real app.
///
/// ```swift
/// Button("Settings") { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
/// ```
public final class UIApplication: @unchecked Sendable {
  public static let shared = UIApplication()
  public static let openSettingsURLString = "app-settings:"

  private init() {}

  private let delegateLock = NSLock()
  private weak var storedDelegate: (any UIApplicationDelegate)?

  /// The app's delegate: `nil` unless code sets one, since no app launches here. A test or
  /// preview that reads it (`UIApplication.shared.delegate as? AppDelegate`) can set it first.
  ///
  /// ```swift
  /// let appDelegate = AppDelegate()
  /// UIApplication.shared.delegate = appDelegate
  /// ```
  public var delegate: (any UIApplicationDelegate)? {
    get { delegateLock.withLock { storedDelegate } }
    set { delegateLock.withLock { storedDelegate = newValue } }
  }

  /// Accepted; nothing opens, and the completion handler is told so.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
    completionHandler?(false)
  }

  /// Whether a URL could be opened: never, in a snapshot.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// The app's scenes: none, since no window is on screen.
  public var connectedScenes: Set<UIScene> { [] }

  /// The number on the app's icon: accepted and ignored, always 0.
  public var applicationIconBadgeNumber: Int {
    get { 0 }
    set {}
  }

  /// Sends an action up the responder chain, as apps do to end editing
  /// (`sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil)`). There is
  /// no responder chain in a snapshot, so nothing handles it. `#selector` needs the
  /// Objective-C runtime, which Linux has no, so write the selector from its name.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    false
  }

  /// Keys for the options of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }
}

/// A scene of the app; there are none while a snapshot renders.
public class UIScene: Hashable, @unchecked Sendable {
  /// Where a scene is in its life, as UIKit's `UIScene.ActivationState` lists them.
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive, foregroundInactive, background
  }

  // Only the scene kinds declared here exist: code never makes a scene, UIKit does.
  init() {}

  /// Where the scene is in its life; a scene that existed would be on screen.
  public var activationState: ActivationState { .foregroundActive }

  public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene that shows windows: what `SKStoreReviewController.requestReview(in:)` and
/// `AppStore.requestReview(in:)` are given. `connectedScenes` is empty while a snapshot
/// renders, so code that looks one up finds none and asks for nothing.
///
/// ```swift
/// if let scene = UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene {
///   SKStoreReviewController.requestReview(in: scene)
/// }
/// ```
public final class UIWindowScene: UIScene, @unchecked Sendable {
  /// The scene's windows: none.
  public var windows: [UIWindow] { [] }
  /// The scene's key window: none.
  public var keyWindow: UIWindow? { nil }
}

/// An input event; never delivered in a snapshot.
public final class UIEvent: @unchecked Sendable {
  private init() {}
}

/// The name of a method, as Objective-C's selectors name them: `Selector(("resignFirstResponder"))`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
}
