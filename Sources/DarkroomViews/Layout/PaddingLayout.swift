/// `padding`: the child is offered the proposal minus the insets (never below zero, `nil`
/// stays `nil`), sits at the top-leading inset, and the padding is the child plus the insets
/// (SwiftUI's `padding`).
struct PaddingLayout: UnaryLayoutRule {
  let insets: EdgeInsets

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    let size = child.sizeThatFits(proposal.inset(by: insets))
    return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    (CGPoint(x: insets.leading, y: insets.top), proposal.inset(by: insets))
  }

  /// A padded edge is spaced as a plain view's, whatever the child is.
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    children[0].spacing.reset(
      top: insets.top != 0, leading: insets.leading != 0, bottom: insets.bottom != 0, trailing: insets.trailing != 0)
  }
}
