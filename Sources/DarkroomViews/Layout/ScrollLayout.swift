/// `ScrollView`, at rest: the content is offered `nil` (its ideal length) along the scroll
/// axes and the proposal across them; the scroll view takes the whole proposal and shows the
/// start of its content, centred across the scroll axes.
struct ScrollLayout: UnaryLayoutRule {
  let axes: Axis.Set
  /// Whether the scroll view grows to its whole content along its axes, as snapshots draw
  /// it by default, instead of keeping the space it is offered.
  var expands = false
  /// Where the frames inside that are sized by their container read the scroll view's size.
  var container: ContainerSizeBox?

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize {
    container?.size = proposal
    let content = child.sizeThatFits(childProposal(proposal))
    var size = CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    if expands {
      if axes.contains(.horizontal) { size.width = max(size.width, content.width) }
      if axes.contains(.vertical) { size.height = max(size.height, content.height) }
    }
    return size
  }

  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  {
    container?.size = proposal
    let childProposal = childProposal(proposal)
    let content = child.sizeThatFits(childProposal)
    return (
      CGPoint(
        x: axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2,
        y: axes.contains(.vertical) ? 0 : (size.height - content.height) / 2),
      childProposal
    )
  }
}
