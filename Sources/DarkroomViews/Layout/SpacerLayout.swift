/// `Spacer`: as long as offered along its stack's axis but never shorter than its minimum
/// (8 points by default), and nothing across it; outside a stack it grows both ways. It is
/// sized after every other child of its stack (its priority is below all others) and wants
/// no spacing of its own, as in SwiftUI.
struct SpacerLayout: LayoutRule {
  let minLength: CGFloat?
  let axis: Axis?

  private var minimum: CGFloat { minLength ?? ViewSpacing.defaultDistance }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    func grown(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minimum) }
    switch axis {
    case .horizontal: return CGSize(width: grown(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: grown(proposal.height))
    case nil: return CGSize(width: grown(proposal.width), height: grown(proposal.height))
    }
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}

  func layoutPriority(children: [LayoutNode]) -> Double { -.infinity }

  func spacing(children: [LayoutNode]) -> ViewSpacing { .zero }
}
