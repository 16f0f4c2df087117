import DarkroomViews
import Foundation

/// Places the subviews that opted into Auto Layout (`translatesAutoresizingMaskIntoConstraints
/// = false`) from their active equal constraints, as a representable's view is drawn. Each
/// axis is solved on its own from what the constraints fix about a subview: two of its
/// leading edge, trailing edge, centre and width (or top, bottom, centre and height); a
/// missing size comes from `intrinsicContentSize`, then from the frame the view already has.
/// A constraint may refer to the superview, its safe-area or margins guide, or a sibling
/// placed before it, and one dimension may be tied to the other; siblings are solved in turns
/// until no frame changes. Inequalities and
/// priorities below required are not solved, and leading is left, as in a left-to-right
/// layout.
extension UIView {
  /// Places the subviews from their constraints, then theirs, all the way down.
  func applyConstraints(depth: Int = 0) {
    guard depth < 200 else { return }
    // Loops, not `filter`: a main-actor closure given to the standard library checks for the
    // main thread, and a render may run on any thread.
    var constrained: [UIView] = []
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints { constrained.append(subview) }
    var solved: [ObjectIdentifier: CGRect] = [:]
    // Each turn places every constrained subview from what is known; a sibling placed in one
    // turn is known in the next, so a chain of n siblings settles in n turns.
    for _ in 0...constrained.count {
      var changed = false
      for view in constrained {
        let frame = view.frameFromConstraints(in: self, solved: solved)
        if solved[ObjectIdentifier(view)] != frame {
          solved[ObjectIdentifier(view)] = frame
          view.frame = frame
          changed = true
        }
      }
      if !changed { break }
    }
    for subview in subviews { subview.applyConstraints(depth: depth + 1) }
  }

  private func frameFromConstraints(in superview: UIView, solved: [ObjectIdentifier: CGRect]) -> CGRect {
    var horizontal = AxisFacts()
    var vertical = AxisFacts()
    for constraint in installedConstraints where constraint.relation == .equal && constraint.priority == .required {
      guard let fact = fact(from: constraint, in: superview, solved: solved) else { continue }
      switch fact.attribute {
      case .left, .leading, .leftMargin, .leadingMargin: horizontal.start = fact.value
      case .right, .trailing, .rightMargin, .trailingMargin: horizontal.end = fact.value
      case .centerX, .centerXWithinMargins: horizontal.center = fact.value
      case .width: horizontal.length = fact.value
      case .top, .topMargin: vertical.start = fact.value
      case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: vertical.end = fact.value
      case .centerY, .centerYWithinMargins: vertical.center = fact.value
      case .height: vertical.length = fact.value
      case .notAnAttribute: break
      }
    }
    // A dimension tied to the view's other one (an aspect ratio), once that one is known.
    for constraint in installedConstraints
    where constraint.relation == .equal && constraint.priority == .required && constraint.firstItem === self
      && constraint.secondItem === self && constraint.multiplier.isFinite && constraint.constant.isFinite
    {
      switch (constraint.firstAttribute, constraint.secondAttribute) {
      case (.height, .width):
        if vertical.length == nil, let width = horizontal.length {
          vertical.length = width * constraint.multiplier + constraint.constant
        }
      case (.width, .height):
        if horizontal.length == nil, let height = vertical.length {
          horizontal.length = height * constraint.multiplier + constraint.constant
        }
      default: break
      }
    }
    let intrinsic = intrinsicContentSize
    let x = horizontal.resolve(intrinsic: intrinsic.width, current: (frame.minX, frame.width))
    let y = vertical.resolve(intrinsic: intrinsic.height, current: (frame.minY, frame.height))
    return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// What `constraint` fixes about this view, when its other side is known.
  private func fact(from constraint: NSLayoutConstraint, in superview: UIView, solved: [ObjectIdentifier: CGRect])
    -> (attribute: NSLayoutConstraint.Attribute, value: CGFloat)?
  {
    let multiplier = constraint.multiplier
    guard multiplier.isFinite, constraint.constant.isFinite else { return nil }
    if constraint.firstItem === self {
      if constraint.secondItem == nil {
        guard constraint.firstAttribute == .width || constraint.firstAttribute == .height else { return nil }
        return (constraint.firstAttribute, constraint.constant)
      }
      guard constraint.secondItem !== self,
        let other = value(of: constraint.secondItem, constraint.secondAttribute, in: superview, solved: solved)
      else { return nil }
      return (constraint.firstAttribute, other * multiplier + constraint.constant)
    }
    guard constraint.secondItem === self, multiplier != 0,
      let other = value(of: constraint.firstItem, constraint.firstAttribute, in: superview, solved: solved)
    else { return nil }
    return (constraint.secondAttribute, (other - constraint.constant) / multiplier)
  }

  /// An attribute of the superview, one of its guides, or a sibling, in the superview's
  /// coordinates; `nil` for anything else.
  private func value(
    of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, in superview: UIView, solved: [ObjectIdentifier: CGRect]
  ) -> CGFloat? {
    let rect: CGRect
    if item === superview {
      rect = superview.bounds
    } else if let guide = item as? UILayoutGuide, guide.owningView === superview, guide.kind != .custom {
      rect = guide.layoutFrame
    } else if let sibling = item as? UIView, sibling.superview === superview {
      if sibling.translatesAutoresizingMaskIntoConstraints {
        rect = sibling.frame
      } else if let placed = solved[ObjectIdentifier(sibling)] {
        rect = placed
      } else {
        return nil
      }
    } else {
      return nil
    }
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return rect.minX
    case .right, .trailing, .rightMargin, .trailingMargin: return rect.maxX
    case .centerX, .centerXWithinMargins: return rect.midX
    case .width: return rect.width
    case .top, .topMargin: return rect.minY
    case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: return rect.maxY
    case .centerY, .centerYWithinMargins: return rect.midY
    case .height: return rect.height
    case .notAnAttribute: return nil
    }
  }
}

/// What constraints fix along one axis: a start edge, an end edge, a centre, a length.
private struct AxisFacts {
  var start: CGFloat?
  var end: CGFloat?
  var center: CGFloat?
  var length: CGFloat?

  /// The start and length these give; a missing length is the intrinsic one, then the current.
  func resolve(intrinsic: CGFloat, current: (start: CGFloat, length: CGFloat)) -> (start: CGFloat, length: CGFloat) {
    var length = length
    if length == nil, let start, let end { length = end - start }
    if length == nil, let center, let start { length = (center - start) * 2 }
    if length == nil, let center, let end { length = (end - center) * 2 }
    let size = max(length ?? (intrinsic >= 0 ? intrinsic : current.length), 0)
    let origin = start ?? end.map { $0 - size } ?? center.map { $0 - size / 2 } ?? current.start
    return (origin, size)
  }
}
