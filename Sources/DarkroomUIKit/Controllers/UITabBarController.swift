import DarkroomViews
import Foundation

/// A tab's title, image and badge, as UIKit's `UITabBarItem`.
///
/// ```swift
/// controller.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
/// ```
@MainActor
open class UITabBarItem {
  open var title: String?
  open var image: UIImage?
  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var badgeColor: UIColor?
  open var tag: Int
  open var isEnabled = true

  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    tag = 0
  }

  /// A system tab, such as `.favorites`; its title is the system's English one.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    title = systemItem.title
    self.tag = tag
  }

  /// The system's tabs.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
    case mostViewed

    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }
}

/// A controller of tabs, as UIKit's `UITabBarController`: it holds its controllers and which
/// one is selected; a snapshot of a tab shows its controller's view.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [inbox, settings]
/// tabs.selectedIndex = 1
/// ```
@MainActor
open class UITabBarController: UIViewController {
  /// The tabs' controllers, in order.
  open var viewControllers: [UIViewController]? {
    didSet {
      for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) { old.removeFromParent() }
      for controller in viewControllers ?? [] where controller.parent !== self { addChild(controller) }
      tabBar.items = viewControllers?.map(\.tabBarItem)
      if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
      tabBar.selectedItem = selectedViewController?.tabBarItem
    }
  }
  /// The selected tab's index; an index past the last tab selects nothing new.
  open var selectedIndex = 0 {
    didSet {
      if selectedIndex < 0 || selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = oldValue }
      tabBar.selectedItem = selectedViewController?.tabBarItem
    }
  }
  /// The bar the tabs are shown in.
  public let tabBar = UITabBar(frame: .zero)
  /// The object told about tabs being chosen; never called in a still frame.
  public weak var delegate: UITabBarControllerDelegate?

  /// The tabs (iOS 18); setting them sets `viewControllers` to their controllers.
  open var tabs: [UITab] = [] {
    didSet {
      var controllers: [UIViewController] = []
      for tab in tabs { controllers.append(tab.viewController) }
      viewControllers = controllers
    }
  }

  /// The selected tab, when the tabs were set as `tabs`.
  open var selectedTab: UITab? {
    get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
    set {
      guard let newValue else { return }
      for (index, tab) in tabs.enumerated() where tab === newValue { selectedIndex = index }
    }
  }

  /// Sets the tabs; animation is not drawn.
  open func setTabs(_ tabs: [UITab], animated: Bool) {
    self.tabs = tabs
  }

  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get {
      guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else { return nil }
      return controllers[selectedIndex]
    }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
    }
  }

  /// Sets the tabs' controllers; animation is not drawn.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }
}
