import DarkroomViews

extension UIApplication {
  /// The app's scenes: none, since no window is on screen.
  public var connectedScenes: Set<UIScene> { [] }
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
