import DarkroomViews
import Foundation

/// UIKit's paging controller, as representables wrap one: it keeps its transition style,
/// orientation, data source, delegate and the pages set, which become its children. Its
/// view draws as any controller's does; the pages are not laid out in it, and the data
/// source is never asked, since nothing is swiped in a still frame
/// (developer.apple.com/documentation/uikit/uipageviewcontroller).
///
/// ```swift
/// let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pager.dataSource = context.coordinator
/// pager.setViewControllers([pages[0]], direction: .forward, animated: false)
/// ```
@MainActor
open class UIPageViewController: UIViewController {
  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }

  /// The keys of the options a page controller is made with.
  public struct OptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  public var spineLocation = SpineLocation.min
  public var isDoubleSided = false
  public weak var dataSource: UIPageViewControllerDataSource?
  public weak var delegate: UIPageViewControllerDelegate?
  /// The pages shown: the last ones set.
  public private(set) var viewControllers: [UIViewController]? = []

  /// A page controller; the options are accepted.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    super.init(coder: coder)
  }

  /// Shows these pages at once (no page is turned in a still frame), then calls
  /// `completion` with `true`.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    for page in self.viewControllers ?? [] { page.removeFromParent() }
    self.viewControllers = viewControllers
    for page in viewControllers ?? [] { addChild(page) }
    completion?(true)
  }
}

/// Where a page controller finds the pages around the one shown, as UIKit declares it.
///
/// ```swift
/// func pageViewController(_ pager: UIPageViewController, viewControllerAfter page: UIViewController) -> UIViewController? {
///   pages.firstIndex(of: page).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
/// }
/// ```
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page controller tells about turning pages, as UIKit declares it; every method is
/// optional, and none is called in a still frame.
///
/// ```swift
/// func pageViewController(_ pager: UIPageViewController, didFinishAnimating finished: Bool,
///   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
/// ```
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
