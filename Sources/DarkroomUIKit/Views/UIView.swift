import DarkroomViews
import Foundation

/// The UIKit view, for the views a `UIViewRepresentable` makes: a rectangle with a
/// background colour and subviews. Only what such code sets: its geometry, colour, alpha,
/// visibility, tint, subviews and its layer's corners and border. A view draws its background
/// colour over its bounds (rounded by `layer.cornerRadius`), then its visible subviews in
/// order, then the layer's border; nothing else (shadows, `draw(_:)`, text) is drawn.
///
/// ```swift
/// let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
/// badge.backgroundColor = .systemRed
/// let dot = UIView(frame: CGRect(x: 15, y: 15, width: 10, height: 10))
/// dot.backgroundColor = .white
/// badge.addSubview(dot)
/// ```
@MainActor
open class UIView: UIResponder {
  /// The value `intrinsicContentSize` gives for an axis with no size of its own.
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

  private var origin: CGPoint
  /// The view's own coordinates: where its content starts and its size.
  public var bounds: CGRect
  /// The colour that fills the view's bounds; `nil` draws nothing.
  public var backgroundColor: UIColor?
  /// Whether the view and its subviews are left out of the drawing.
  public var isHidden = false
  /// The view's opacity, from 0 (transparent) to 1; it multiplies its subviews' alpha.
  public var alpha: CGFloat = 1
  /// Whether subviews are cut off at the view's bounds: the layer's `masksToBounds`.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// The layer the view draws with: its corner radius and border are drawn.
  public let layer = CALayer()
  /// Accepted: how content is scaled changes nothing a view draws here.
  public var contentMode: ContentMode = .scaleToFill
  /// Accepted: frames are as set, not resized with the superview.
  public var autoresizingMask: AutoresizingMask = []
  /// Accepted: whether the view is opaque changes nothing drawn.
  public var isOpaque = true
  /// Accepted: nothing is touched in a still frame.
  public var isUserInteractionEnabled = true
  /// The appearance the view and its subviews are drawn in, whatever the environment's:
  /// `.unspecified` follows it (developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle).
  public var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// A number to find the view by with `viewWithTag(_:)`.
  public var tag = 0
  /// Whether the view keeps the frame it is given (`true`) or is placed by its constraints
  /// when drawn (see `NSLayoutConstraint`).
  public var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints that name this view or one of its guides.
  var installedConstraints: [NSLayoutConstraint] = []
  /// The space the margins guide keeps inside the view's edges: UIKit's default 8 points.
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// The view's safe area as a guide; a view drawn inside SwiftUI has its whole bounds safe.
  public private(set) lazy var safeAreaLayoutGuide = guide(.safeArea)
  /// The view's margins as a guide: its bounds inset by `layoutMargins`.
  public private(set) lazy var layoutMarginsGuide = guide(.margins)
  /// The guides the app added with `addLayoutGuide(_:)`.
  public internal(set) var layoutGuides: [UILayoutGuide] = []
  /// The hugging and compression-resistance priorities set on the view.
  var layoutPriorities: [LayoutPriorityKey: UILayoutPriority] = [:]
  private var ownTintColor: UIColor?
  /// The view that holds this one.
  public private(set) weak var superview: UIView?
  /// The views this view holds, back to front.
  public private(set) var subviews: [UIView] = []

  /// The window the view is in: the nearest `UIWindow` among its superviews, `nil` until the
  /// view is added to one (developer.apple.com/documentation/uikit/uiview/window). A view a
  /// representable makes is drawn in no window.
  ///
  /// ```swift
  /// if let controller = uiView.window?.rootViewController { controller.present(sheet, animated: true) }
  /// ```
  public var window: UIWindow? {
    var ancestor = superview
    while let view = ancestor {
      if let window = view as? UIWindow { return window }
      ancestor = view.superview
    }
    return nil
  }

  /// A view with `frame` in its superview's coordinates.
  public init(frame: CGRect) {
    origin = frame.origin
    bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
    layer.owner = self
  }

  /// A view of zero size.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// A view from an archive: one of zero size, since nothing is archived here.
  public required init?(coder: NSCoder) {
    origin = .zero
    bounds = .zero
    super.init()
    layer.owner = self
  }

  /// Where the view is in its superview's coordinates, and its size.
  public var frame: CGRect {
    get { CGRect(origin: origin, size: bounds.size) }
    set {
      origin = newValue.origin
      bounds.size = newValue.size
    }
  }

  /// The middle of the view's frame.
  public var center: CGPoint {
    get { CGPoint(x: origin.x + bounds.width / 2, y: origin.y + bounds.height / 2) }
    set { origin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
  }

  /// The colour controls in the view are tinted with: its own, its superview's, or system blue.
  public var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }

  /// Puts `view` in front of the other subviews, taking it out of its old superview. A view
  /// cannot hold itself or one of its ancestors; such a call changes nothing.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Puts `view` among the subviews at `index` (clamped to the subviews' range).
  public func insertSubview(_ view: UIView, at index: Int) {
    guard !view.isAncestor(of: self) else { return }
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    if let superview, let index = superview.index(of: self) { superview.subviews.remove(at: index) }
    superview = nil
  }

  /// Moves a subview in front of the others.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = index(of: view) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview behind the others.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = index(of: view) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  // The UIKit types' main-actor code runs on the thread that renders (see `callOnRenderThread`),
  // so it passes no closure to the standard library: such a closure checks that it runs on the
  // main thread.
  private func index(of subview: UIView) -> Int? {
    for (index, candidate) in subviews.enumerated() where candidate === subview { return index }
    return nil
  }

  /// The view, or the first of its descendants, with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Whether the view is `view` or holds it, directly or not.
  public func isDescendant(of view: UIView) -> Bool {
    view.isAncestor(of: self)
  }

  private func isAncestor(of view: UIView) -> Bool {
    var current: UIView? = view
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superview
    }
    return false
  }

  /// Places the subviews; called once the view has its final size. Override it to lay
  /// subviews out from `bounds`.
  open func layoutSubviews() {}

  /// Accepted: the view is laid out once, when it is drawn.
  public func setNeedsLayout() {}

  /// Lays the subviews out now: from their constraints, then `layoutSubviews()`.
  public func layoutIfNeeded() {
    applyConstraints()
    layoutSubviews()
  }

  /// Accepted: the view is drawn once.
  public func setNeedsDisplay() {}

  /// Draws custom content in UIKit; never called here, as there is no Core Graphics context to
  /// draw into: only background colours, corners and borders are drawn.
  open func draw(_ rect: CGRect) {}

  /// The size the view would like within `size`: its current size unless overridden.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to `sizeThatFits(_:)` of its current size.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The size the view's content needs, `noIntrinsicMetric` on an axis without one.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}

extension UIView {
  /// How a view's content fills its bounds; accepted.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// How a view resizes with its superview; accepted.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
