import DarkroomViews
import Foundation

/// A tab of a tab bar controller (iOS 18): a title, an image and an identifier, and the
/// controller it shows, made when the tab is first needed
/// (developer.apple.com/documentation/uikit/uitab).
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.tabs = [
///   UITab(title: "Inbox", image: UIImage(systemName: "tray"), identifier: "inbox") { _ in InboxController() },
///   UITab(title: "Settings", image: UIImage(systemName: "gear"), identifier: "settings") { _ in SettingsController() },
/// ]
/// ```
@MainActor
open class UITab {
  open var title: String
  open var image: UIImage?
  public let identifier: String
  open var badgeValue: String?
  open var isHidden = false
  private let provider: ((UITab) -> UIViewController)?
  private var madeController: UIViewController?

  public init(
    title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    provider = viewControllerProvider
  }

  /// The tab's controller: the provider's, made once; a plain controller without a provider.
  public var viewController: UIViewController {
    if let madeController { return madeController }
    let controller = provider?(self) ?? UIViewController()
    controller.tabBarItem = UITabBarItem(title: title, image: image, tag: 0)
    controller.tabBarItem.badgeValue = badgeValue
    madeController = controller
    return controller
  }
}

/// What a tab bar controller tells about its tabs being chosen, as UIKit declares it; every
/// method is optional. Nothing is tapped in a still frame, so none is called.
///
/// ```swift
/// final class Coordinator: NSObject, UITabBarControllerDelegate {
///   func tabBarController(_ controller: UITabBarController, didSelect viewController: UIViewController) {
///     selection = controller.selectedIndex
///   }
/// }
/// ```
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelectTab tab: UITab, previousTab: UITab?)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    true
  }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelectTab tab: UITab, previousTab: UITab?) {}
}
