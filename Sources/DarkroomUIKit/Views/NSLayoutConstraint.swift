import DarkroomViews
import Foundation

/// An Auto Layout constraint, as a representable's code pins its subviews with one: an
/// attribute of one item equals (or bounds) an attribute of another, times a multiplier, plus
/// a constant (developer.apple.com/documentation/uikit/nslayoutconstraint). Active equal
/// constraints between a view and its superview, the superview's guides or its siblings place
/// the view when it is drawn (see `UIView.applyConstraints()`); inequalities are kept and not
/// solved.
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///   label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
///   badge.widthAnchor.constraint(equalToConstant: 24),
/// ])
/// ```
@MainActor
open class NSLayoutConstraint {
  /// The axes of UIKit's layout.
  public enum Axis: Int, Sendable { case horizontal, vertical }

  /// How the two sides compare.
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

  /// The part of an item a constraint holds.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  public var constant: CGFloat
  public var priority = UILayoutPriority.required
  public var identifier: String?

  /// Whether the constraint takes part in layout; activating it installs it on its items' views.
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      for view in views {
        if isActive {
          view.installedConstraints.append(self)
        } else {
          // A loop, not `removeAll(where:)`: a main-actor closure given to the standard
          // library checks for the main thread, and a render may run on any thread.
          var kept: [NSLayoutConstraint] = []
          for constraint in view.installedConstraints where constraint !== self { kept.append(constraint) }
          view.installedConstraints = kept
        }
      }
    }
  }

  /// A constraint `item.attribute relation toItem.attribute × multiplier + constant`, inactive.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c)
  }

  init(
    _ first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, _ second: AnyObject?,
    _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat
  ) {
    firstItem = first
    self.firstAttribute = firstAttribute
    self.relation = relation
    secondItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates every constraint in `constraints`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The views the constraint is installed on: its items, or the views owning its guides.
  private var views: [UIView] {
    var views: [UIView] = []
    for item in [firstItem, secondItem] {
      let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      guard let view else { continue }
      var known = false
      for seen in views where seen === view { known = true }
      if !known { views.append(view) }
    }
    return views
  }
}

/// One edge, centre or dimension of a view or layout guide, to make constraints from
/// (developer.apple.com/documentation/uikit/nslayoutanchor).
///
/// ```swift
/// icon.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16)
/// ```
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute, multiplier, constant)
  }

  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: 0)
  }
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: c)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: 0)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: c)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: 0)
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

/// A horizontal edge or centre: leading, trailing, left, right, centre X.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline: top, bottom, centre Y, baselines.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, which may also equal a constant or a multiple of another dimension.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: nil, constant: c)
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: nil, constant: c)
  }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m, constant: 0)
  }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m, constant: c)
  }
}

/// A rectangle of a view that constraints can refer to: its safe area, its margins, or one
/// of the app's own (developer.apple.com/documentation/uikit/uilayoutguide). A guide the
/// app adds itself has no frame of its own here, so constraints to it are not solved.
@MainActor
open class UILayoutGuide {
  public internal(set) weak var owningView: UIView?
  public var identifier = ""
  let kind: Kind

  enum Kind { case safeArea, margins, custom }

  public convenience init() {
    self.init(kind: .custom)
  }

  init(kind: Kind) {
    self.kind = kind
  }

  /// The guide's rectangle in its view's coordinates; empty for a guide of the app's own.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    switch kind {
    case .safeArea: return owningView.bounds
    case .margins:
      let margins = owningView.layoutMargins
      return CGRect(
        x: owningView.bounds.minX + margins.left, y: owningView.bounds.minY + margins.top,
        width: max(owningView.bounds.width - margins.left - margins.right, 0),
        height: max(owningView.bounds.height - margins.top - margins.bottom, 0))
    case .custom: return .zero
    }
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
