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
