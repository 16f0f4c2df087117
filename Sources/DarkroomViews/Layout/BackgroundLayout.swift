/// `background` and `overlay`: the primary view alone decides the size and place; the
/// secondary view is offered exactly the primary's size and lined up on it by `alignment`
/// (SwiftUI's `background` and `overlay`). The children are in drawing order: a background's secondary
/// comes first, an overlay's last.
struct BackgroundLayout: LayoutRule {
  let primaryIndex: Int
  let alignment: Alignment

  private var secondaryIndex: Int { 1 - primaryIndex }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    children[primaryIndex].sizeThatFits(proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let primary = children[primaryIndex]
    primary.place(at: .zero, proposal: proposal)
    let secondary = children[secondaryIndex]
    let secondaryProposal = ProposedViewSize(size)
    let primaryDimensions = primary.dimensions(for: proposal)
    let secondaryDimensions = secondary.dimensions(for: secondaryProposal)
    let origin = CGPoint(
      x: primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal],
      y: primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical])
    secondary.place(at: origin, proposal: secondaryProposal)
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    children[primaryIndex].explicitAlignment(key, proposal: proposal)
  }

  func layoutPriority(children: [LayoutNode]) -> Double {
    children[primaryIndex].layoutPriority
  }

  func spacing(children: [LayoutNode]) -> ViewSpacing {
    children[primaryIndex].spacing
  }
}
