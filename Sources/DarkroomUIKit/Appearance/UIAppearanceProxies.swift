import DarkroomViews
import Foundation
import Synchronization

/// The shared instance that stands for a UIKit class's appearance proxy: settings made on it
/// are kept and read back, and change nothing SwiftUI draws. On iOS 16 and later SwiftUI's
/// lists and bars are not drawn by these classes either, so the same code changes nothing
/// there; older apps set them in an `init()` and compile unchanged.
enum AppearanceProxies {
  private static let proxies = Mutex<[ObjectIdentifier: UIView]>([:])

  static func proxy<View: UIView>(of type: View.Type, _ make: () -> View) -> View {
    proxies.withLock { kept in
      if let proxy = kept[ObjectIdentifier(type)] as? View { return proxy }
      let proxy = make()
      kept[ObjectIdentifier(type)] = proxy
      return proxy
    }
  }
}

/// A table view, as UIKit's `UITableView`: here for the appearance settings apps make.
///
/// ```swift
/// UITableView.appearance().backgroundColor = .clear
/// ```
open class UITableView: UIView {
  public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  public var separatorColor: UIColor?
  public var backgroundView: UIView?
  public var rowHeight: CGFloat = 44
  public var sectionHeaderTopPadding: CGFloat = 0
  public var showsVerticalScrollIndicator = true

  /// The proxy whose settings apply to every table view.
  public class func appearance() -> UITableView { AppearanceProxies.proxy(of: UITableView.self) { UITableView(frame: .zero) } }
}

/// A table view's row, as UIKit's `UITableViewCell`: here for the appearance settings apps make.
open class UITableViewCell: UIView {
  /// How rows are divided.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  /// How a selected row is shown.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  public var selectionStyle = SelectionStyle.default

  /// The proxy whose settings apply to every row.
  public class func appearance() -> UITableViewCell {
    AppearanceProxies.proxy(of: UITableViewCell.self) { UITableViewCell(frame: .zero) }
  }
}

/// How a bar's background is drawn, as UIKit's `UIBarAppearance`.
open class UIBarAppearance: NSObject {
  public var backgroundColor: UIColor?
  public var shadowColor: UIColor?
  public var backgroundImage: UIImage?
  public var shadowImage: UIImage?
  /// The blur behind the bar.
  public var backgroundEffect: UIBlurEffect?

  public override init() {}

  /// A bar on the system's opaque background.
  public func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
  /// A bar with no background or shadow.
  public func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = .clear
  }
  /// A bar on the system's translucent material.
  public func configureWithDefaultBackground() { backgroundColor = nil }
}

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`.
open class UINavigationBarAppearance: UIBarAppearance {
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's look, as UIKit's `UITabBarAppearance`.
open class UITabBarAppearance: UIBarAppearance {}

/// A navigation bar, as UIKit's `UINavigationBar`: here for the appearance settings apps make.
///
/// ```swift
/// UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
/// ```
open class UINavigationBar: UIView {
  public var barTintColor: UIColor?
  public var isTranslucent = true
  public var prefersLargeTitles = false
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var shadowImage: UIImage?
  public var standardAppearance = UINavigationBarAppearance()
  public var compactAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?

  /// The proxy whose settings apply to every navigation bar.
  public class func appearance() -> UINavigationBar {
    AppearanceProxies.proxy(of: UINavigationBar.self) { UINavigationBar(frame: .zero) }
  }
}

/// A tab bar, as UIKit's `UITabBar`: here for the appearance settings apps make.
open class UITabBar: UIView {
  /// The tabs' items, in order; a tab bar controller's are its controllers' items.
  open var items: [UITabBarItem]?
  /// The item shown as selected.
  open var selectedItem: UITabBarItem?
  public var barTintColor: UIColor?
  public var unselectedItemTintColor: UIColor?
  public var isTranslucent = true
  public var backgroundImage: UIImage?
  public var shadowImage: UIImage?
  public var standardAppearance = UITabBarAppearance()
  public var scrollEdgeAppearance: UITabBarAppearance?

  /// The proxy whose settings apply to every tab bar.
  public class func appearance() -> UITabBar { AppearanceProxies.proxy(of: UITabBar.self) { UITabBar(frame: .zero) } }
}

/// A page control, as UIKit's `UIPageControl`: here for the appearance settings apps make.
open class UIPageControl: UIView {
  public var currentPageIndicatorTintColor: UIColor?
  public var pageIndicatorTintColor: UIColor?

  /// The proxy whose settings apply to every page control.
  public class func appearance() -> UIPageControl {
    AppearanceProxies.proxy(of: UIPageControl.self) { UIPageControl(frame: .zero) }
  }
}
