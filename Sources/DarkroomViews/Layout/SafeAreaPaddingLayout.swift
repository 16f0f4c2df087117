/// `safeAreaPadding`: the child is offered and placed as `padding` places it, and the added
/// space is safe area: a view inside that ignores the safe area and touches the child's edge
/// is stretched across the added space, as SwiftUI's `safeAreaPadding` widens the safe area
/// (developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)).
struct SafeAreaPaddingLayout: UnaryLayoutRule {
  let insets: EdgeInsets

  private var padding: PaddingLayout { PaddingLayout(insets: insets) }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    padding.sizeThatFits(proposal, child: child)
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    padding.placement(of: child, in: size, proposal: proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    guard let child = children.first else { return }
    let placement = placement(of: child, in: size, proposal: proposal)
    child.place(at: placement.origin, proposal: placement.proposal)
    let safe = CGRect(origin: child.origin, size: child.size)
    SafeAreaLayout.stretch(child, parentOrigin: .zero, safe: safe, insets: insets)
  }

  func spacing(children: [LayoutNode]) -> ViewSpacing {
    padding.spacing(children: children)
  }
}
