/// `LazyHStack` and `LazyVStack`: each child gets its ideal length along the stack (there is
/// no sharing out of space), and across the stack the lazy stack takes the whole proposal.
struct LazyStackLayout: LayoutRule {
  let axis: Axis
  let alignment: AlignmentKey
  let spacing: CGFloat?

  private var eager: StackLayout { StackLayout(axis: axis, alignment: alignment, spacing: spacing) }

  private func idealProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(nil, along: axis, across: proposal[axis.other])
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    var size = eager.sizeThatFits(idealProposal(proposal), children: children)
    if let across = proposal[axis.other], across.isFinite { size[axis.other] = max(size[axis.other], across) }
    return size
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let arrangement = eager.arrangement(of: children, for: ProposedViewSize(nil, along: axis, across: size[axis.other]))
    // The children line up inside the full width (or height) the lazy stack took.
    let offset = ViewDimensions(size: size)[alignment] - ViewDimensions(size: arrangement.size)[alignment]
    for (index, child) in children.enumerated() {
      var origin = arrangement.origins[index]
      origin[axis.other] += offset
      child.place(at: origin, proposal: arrangement.proposals[index])
    }
  }
}
