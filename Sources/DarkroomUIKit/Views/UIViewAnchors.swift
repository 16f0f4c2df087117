import DarkroomViews
import Foundation

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// The safe area's insets: none, for a view drawn inside SwiftUI's layout.
  public var safeAreaInsets: UIEdgeInsets { .zero }

  /// The active constraints installed on this view.
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Activates `constraint`, the older way.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates `constraints`, the older way.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// Adds a guide of the app's own; constraints to it are kept, not solved.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
  }

  func guide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
    let guide = UILayoutGuide(kind: kind)
    guide.owningView = self
    return guide
  }
}
