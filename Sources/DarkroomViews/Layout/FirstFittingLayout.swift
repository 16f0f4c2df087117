/// Shows the first child whose ideal size fits the proposal; the others are laid out at
/// zero size and hidden.
struct FirstFittingLayout: LayoutRule {
  let axes: Axis.Set

  private func choice(_ proposal: ProposedViewSize, _ children: [LayoutNode]) -> Int? {
    guard !children.isEmpty else { return nil }
    for (index, child) in children.enumerated() {
      let ideal = child.sizeThatFits(.unspecified)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return children.count - 1
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    guard let index = choice(proposal, children) else { return .zero }
    return children[index].sizeThatFits(proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let chosen = choice(proposal, children)
    for (index, child) in children.enumerated() {
      if index == chosen {
        child.place(at: .zero, proposal: proposal)
      } else {
        child.place(at: .zero, proposal: ProposedViewSize(width: 0, height: 0))
        child.isHidden = true
      }
    }
  }
}
