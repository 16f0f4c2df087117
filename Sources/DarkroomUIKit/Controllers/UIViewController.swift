import DarkroomViews
import Foundation

/// The UIKit view controller, for the controllers a `UIViewControllerRepresentable` makes
/// and for `UIHostingController`: it loads its `view` when first asked (`loadView()`, then
/// `viewDidLoad()`), and keeps a title and child controllers. Presenting and dismissing are
/// accepted and change nothing: a still frame shows no transition.
///
/// ```swift
/// final class ColorController: UIViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.backgroundColor = .systemTeal
///   }
/// }
/// ```
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private var isLoadingView = false
  /// The controller's title, as a navigation bar or tab would show it.
  public var title: String?
  /// The size the controller would like, for a popover or a container.
  public var preferredContentSize: CGSize = .zero
  /// How the controller is presented; accepted.
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// How the controller comes on screen when presented; accepted.
  public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// The appearance the controller's view is drawn in, whatever the environment's; set on its
  /// view when the view is loaded (developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle).
  ///
  /// ```swift
  /// controller.overrideUserInterfaceStyle = .dark
  /// ```
  public var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
  }
  /// The controllers this one contains.
  public private(set) var children: [UIViewController] = []
  /// The controller that contains this one.
  public private(set) weak var parent: UIViewController?
  /// The controller this one presents: always `nil`, since presenting shows nothing here.
  public var presentedViewController: UIViewController? { nil }
  /// The item a tab bar controller shows for this controller; made on first use, as UIKit does.
  public lazy var tabBarItem: UITabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
  /// The tab bar controller this one is a tab of.
  public var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  /// A controller; nib files are not read, so the arguments are accepted and unused.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// A controller from an archive: an empty one, since nothing is archived here.
  public required init?(coder: NSCoder) {}

  /// The controller's view, loaded when first asked for.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      if loadedView == nil {
        // Asked for inside `loadView()` before it set one: a plain view, as UIKit's default.
        loadedView = UIView()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { loadedView = UIView() }
    if overrideUserInterfaceStyle != .unspecified { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    isLoadingView = false
    viewDidLoad()
  }

  /// Makes the view; override it to set `view` to a view of your own.
  open func loadView() {
    view = UIView()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called once the view has appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears; never in a still frame.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called once the view has disappeared; never in a still frame.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called once the view has laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Accepted: a still frame shows no presentation, so `completion` is not called.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

  /// Accepted: a still frame shows no dismissal, so `completion` is not called.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

  /// Adds a child controller (its view is not added: add it to a view yourself, as in UIKit).
  open func addChild(_ childController: UIViewController) {
    guard childController !== self else { return }
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  /// Takes the controller out of its parent.
  open func removeFromParent() {
    // No closure to the standard library: it would check for the main thread (see `UIView`).
    if let parent {
      for (index, child) in parent.children.enumerated() where child === self {
        parent.children.remove(at: index)
        break
      }
    }
    parent = nil
  }

  /// Called before a segue from this controller; no storyboard runs one here, so only code
  /// that makes a segue calls it.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Accepted: no storyboard is read, so there is no segue to perform.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}

  /// Whether the segue may run: yes, unless overridden.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Called before the controller moves to another parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called once the controller has moved to another parent.
  open func didMove(toParent parent: UIViewController?) {}
}

/// How a presented controller comes on screen, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// How a view controller is presented; accepted.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}
