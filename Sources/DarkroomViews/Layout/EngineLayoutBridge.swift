/// Answers the `Layout` methods of a built-in layout (`HStackLayout`, `ZStackLayout`, …)
/// with the engine rule its view uses, so that a custom layout that hands its subviews to
/// one gets the built-in view's sizes and places.
enum EngineLayoutBridge {
  static func sizeThatFits(_ rule: some LayoutRule, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    rule.sizeThatFits(proposal, children: subviews.rangeNodes)
  }

  /// Places the subviews as the rule does, in `bounds`'s coordinates.
  static func placeSubviews(
    _ rule: some LayoutRule, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
  ) {
    rule.placeChildren(subviews.rangeNodes, in: bounds.size, proposal: proposal)
    for subview in subviews {
      let origin = CGPoint(x: subview.node.origin.x + bounds.minX, y: subview.node.origin.y + bounds.minY)
      subviews.recorder.record(Placement(origin: origin, proposal: subview.node.placedProposal), for: subview.index)
    }
  }

  static func explicitAlignment(
    _ rule: some LayoutRule, of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews
  ) -> CGFloat? {
    let offset = key.axis == .horizontal ? bounds.minX : bounds.minY
    return rule.explicitAlignment(key, children: subviews.rangeNodes, size: bounds.size, proposal: proposal)
      .map { $0 + offset }
  }

  static func spacing(_ rule: some LayoutRule, subviews: LayoutSubviews) -> ViewSpacing {
    rule.spacing(children: subviews.rangeNodes)
  }
}
