/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: the child is offered
/// the largest size of the given ratio inside the proposal (`.fit`) or the smallest that
/// covers it (`.fill`); without a ratio, the ratio of the child's ideal size. An axis
/// proposed `nil` does not limit the size; with both `nil` the proposal passes through.
struct AspectRatioLayout: UnaryLayoutRule {
  let ratio: CGFloat?
  let contentMode: ContentMode

  private func childProposal(_ proposal: ProposedViewSize, child: LayoutNode) -> ProposedViewSize {
    guard proposal != .unspecified else { return proposal }
    var shape = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
    var scales: [CGFloat] = []
    if let width = proposal.width, shape.width > 0 { scales.append(width / shape.width) }
    if let height = proposal.height, shape.height > 0 { scales.append(height / shape.height) }
    guard let scale = contentMode == .fit ? scales.min() : scales.max() else { return proposal }
    return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    child.sizeThatFits(childProposal(proposal, child: child))
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    let childProposal = childProposal(proposal, child: child)
    return (alignedOrigin(of: child.dimensions(for: childProposal), in: size, alignment: .center), childProposal)
  }
}
