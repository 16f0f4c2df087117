import DarkroomViews
import Foundation

/// The window an app delegate or scene delegate keeps. A render draws views, not windows,
/// so a window only holds its root controller
/// (developer.apple.com/documentation/uikit/uiwindow).
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// window.rootViewController = UIHostingController(rootView: ContentView())
/// window.makeKeyAndVisible()
/// ```
@MainActor
open class UIWindow: UIView {
  /// The controller whose view fills the window.
  open var rootViewController: UIViewController?

  /// Whether the window is the key window; it becomes so through `makeKeyAndVisible()`.
  public private(set) var isKeyWindow = false

  /// Makes the window key and shows it.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }

  /// Makes the window key.
  open func makeKey() {
    isKeyWindow = true
  }
}
