/// A unary rule that leaves its child's size, place and priority alone.
protocol TransparentLayoutRule: UnaryLayoutRule {}

extension TransparentLayoutRule {
  var forwardsLayoutPriority: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    child.sizeThatFits(proposal)
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    (.zero, proposal)
  }
}

/// The layout of drawing effects (opacity, clipping, shadows, hiding): the child's size,
/// place, priority and guides, unchanged.
struct PassthroughLayout: TransparentLayoutRule {}

/// The node of a control (`Button`, `Toggle`, `Label`, …): its content's size, place,
/// priority and guides, spaced from its neighbours as a plain view rather than as the text
/// its label holds; SwiftUI keeps a text's font-derived spacing for texts.
struct ControlLayout: TransparentLayoutRule {
  func spacing(children: [LayoutNode]) -> ViewSpacing { .standard }
}
