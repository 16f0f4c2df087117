import DarkroomViews
import Foundation

/// Places the subviews that opted into Auto Layout (`translatesAutoresizingMaskIntoConstraints
/// = false`) from their active equal constraints, as a representable's view is drawn. Each
/// axis is solved on its own from what the constraints fix about a subview: two of its
/// leading edge, trailing edge, centre and width (or top, bottom, centre and height); a
/// missing size comes from `intrinsicContentSize`, then from the frame the view already has.
/// A constraint may refer to the superview, its safe-area or margins guide, or a sibling
/// placed before it, and one dimension may be tied to the other; siblings are solved in turns
/// until no frame changes. Inequalities and priorities below required are not solved, and
/// leading is left, as in a left-to-right layout.
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
    var facts = [AxisFacts(), AxisFacts()]
    var tiedDimensions: [NSLayoutConstraint] = []
    for constraint in installedConstraints
    where constraint.relation == .equal && constraint.priority == .required && constraint.multiplier.isFinite
      && constraint.constant.isFinite
    {
      if constraint.firstItem === self, constraint.secondItem === self {
        tiedDimensions.append(constraint)
      } else if let (attribute, value) = fact(from: constraint, in: superview, solved: solved),
        let place = attribute.place
      {
        facts[place.axis][place.part] = value
      }
    }
    // A dimension tied to the view's other one (an aspect ratio), once that one is known.
    for constraint in tiedDimensions {
      guard let own = constraint.firstAttribute.place, let other = constraint.secondAttribute.place,
        own.part == .length, other.part == .length, own.axis != other.axis,
        facts[own.axis][.length] == nil, let known = facts[other.axis][.length]
      else { continue }
      facts[own.axis][.length] = known * constraint.multiplier + constraint.constant
    }
    let intrinsic = intrinsicContentSize
    let x = facts[0].resolve(intrinsic: intrinsic.width, current: (frame.minX, frame.width))
    let y = facts[1].resolve(intrinsic: intrinsic.height, current: (frame.minY, frame.height))
    return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// What `constraint` fixes about this view, when its other side is known.
  private func fact(from constraint: NSLayoutConstraint, in superview: UIView, solved: [ObjectIdentifier: CGRect])
    -> (attribute: NSLayoutConstraint.Attribute, value: CGFloat)?
  {
    if constraint.firstItem === self {
      guard let second = constraint.secondItem else {
        return constraint.firstAttribute.place?.part == .length ? (constraint.firstAttribute, constraint.constant) : nil
      }
      guard let other = value(of: second, constraint.secondAttribute, in: superview, solved: solved) else { return nil }
      return (constraint.firstAttribute, other * constraint.multiplier + constraint.constant)
    }
    guard constraint.secondItem === self, constraint.multiplier != 0,
      let other = value(of: constraint.firstItem, constraint.firstAttribute, in: superview, solved: solved)
    else { return nil }
    return (constraint.secondAttribute, (other - constraint.constant) / constraint.multiplier)
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
    guard let place = attribute.place else { return nil }
    let horizontal = place.axis == 0
    switch place.part {
    case .start: return horizontal ? rect.minX : rect.minY
    case .end: return horizontal ? rect.maxX : rect.maxY
    case .center: return horizontal ? rect.midX : rect.midY
    case .length: return horizontal ? rect.width : rect.height
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The axis (0 horizontal, 1 vertical) and the part of it the attribute names; margins and
  /// baselines are taken as the edges they sit on.
  fileprivate var place: (axis: Int, part: AxisPart)? {
    switch self {
    case .left, .leading, .leftMargin, .leadingMargin: (0, .start)
    case .right, .trailing, .rightMargin, .trailingMargin: (0, .end)
    case .centerX, .centerXWithinMargins: (0, .center)
    case .width: (0, .length)
    case .top, .topMargin: (1, .start)
    case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: (1, .end)
    case .centerY, .centerYWithinMargins: (1, .center)
    case .height: (1, .length)
    case .notAnAttribute: nil
    }
  }
}

/// A part of one axis a constraint can fix.
private enum AxisPart { case start, end, center, length }

/// What constraints fix along one axis: a start edge, an end edge, a centre, a length.
private struct AxisFacts {
  private var values: [AxisPart: CGFloat] = [:]

  subscript(part: AxisPart) -> CGFloat? {
    get { values[part] }
    set { values[part] = newValue }
  }

  /// The start and length these give; a missing length is the intrinsic one, then the current.
  func resolve(intrinsic: CGFloat, current: (start: CGFloat, length: CGFloat)) -> (start: CGFloat, length: CGFloat) {
    let start = values[.start], end = values[.end], center = values[.center]
    var length = values[.length]
    if length == nil, let start, let end { length = end - start }
    if length == nil, let center, let start { length = (center - start) * 2 }
    if length == nil, let center, let end { length = (end - center) * 2 }
    let size = max(length ?? (intrinsic >= 0 ? intrinsic : current.length), 0)
    let origin = start ?? end.map { $0 - size } ?? center.map { $0 - size / 2 } ?? current.start
    return (origin, size)
  }
}
