/// `.position(x:y:)`: the view takes all the space it is offered and puts its child's centre
/// at a point of that space, as SwiftUI's position modifier does.
struct PositionLayout: UnaryLayoutRule {
  let center: CGPoint

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    let childProposal = ProposedViewSize(size)
    let childSize = child.sizeThatFits(childProposal)
    return (CGPoint(x: center.x - childSize.width / 2, y: center.y - childSize.height / 2), childProposal)
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    nil
  }
}

nonisolated extension View {
  /// Puts the view's centre at a point of the space its parent offers, taking all that space.
  ///
  /// ```swift
  /// Circle().frame(width: 8, height: 8).position(x: 20, y: 30)
  /// ```
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Puts the view's centre at `position` of the space its parent offers.
  public func position(_ position: CGPoint) -> some View {
    modifier(
      LayoutModifier(
        name: "position", detail: "x \(formatPoints(position.x)) y \(formatPoints(position.y))",
        rule: PositionLayout(center: position)))
  }
}
