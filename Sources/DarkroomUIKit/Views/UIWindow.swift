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

  /// The scene the window shows in; a window made for a render has none.
  open weak var windowScene: UIWindowScene?

  /// A window in `windowScene`, the size of the screen.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: UIScreen.main.bounds)
  }

  /// A window with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

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
