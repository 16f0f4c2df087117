/// How a node sizes itself and places its children: one of SwiftUI's layout rules.
///
/// Sizes and positions are in points, as `Double`s; nothing is rounded until the frames
/// are final (see ``LayoutNode/finalizeFrames(parentOrigin:scale:)``). Rules lay out left
/// to right only: a node in a right-to-left environment mirrors its children afterwards.
protocol LayoutRule {
  /// The size the node chooses for a proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize
  /// Places the children inside a node of `size` that was offered `proposal`, in the
  /// node's own coordinates.
  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize)
  /// The node's own value for an alignment guide, or `nil` to use the guide's default.
  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  /// The node's priority in a stack when no `layoutPriority` is set.
  func layoutPriority(children: [LayoutNode]) -> Double
  /// The space the node wants between itself and its neighbours in a stack.
  func spacing(children: [LayoutNode]) -> ViewSpacing
  /// The guides the node sets itself, apart from those its children set (which a rule may
  /// pass on). Nodes without any skip the search for explicit values.
  var ownExplicitGuides: Set<AlignmentKey> { get }
  /// Whether the node may set any guide at all, not only those in ``ownExplicitGuides``:
  /// a custom `Layout` can answer for guides no view names in advance.
  var answersAnyGuide: Bool { get }
}

extension LayoutRule {
  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  { nil }
  func layoutPriority(children: [LayoutNode]) -> Double { 0 }
  func spacing(children: [LayoutNode]) -> ViewSpacing { .standard }
  var ownExplicitGuides: Set<AlignmentKey> { [] }
  var answersAnyGuide: Bool { false }
}

/// A rule with exactly one child that it offers a proposal and places at one point: padding,
/// frames, offsets and the like. The child's explicit alignment guides show through.
protocol UnaryLayoutRule: LayoutRule {
  func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutNode) -> CGSize
  /// Where the child goes inside a node of `size` offered `proposal`, and what it is offered.
  func placement(of child: LayoutNode, in size: CGSize, proposal: ProposedViewSize)
    -> (origin: CGPoint, proposal: ProposedViewSize)
  /// Whether the child's layout priority is the node's own (`fixedSize` and effects) rather
  /// than 0 (padding and frames, as in SwiftUI).
  var forwardsLayoutPriority: Bool { get }
}

extension UnaryLayoutRule {
  var forwardsLayoutPriority: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    sizeThatFits(proposal, child: children[0])
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let placement = placement(of: children[0], in: size, proposal: proposal)
    children[0].place(at: placement.origin, proposal: placement.proposal)
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    let placement = placement(of: children[0], in: size, proposal: proposal)
    guard let value = children[0].explicitAlignment(key, proposal: placement.proposal) else { return nil }
    return value + placement.origin[key.axis]
  }

  func layoutPriority(children: [LayoutNode]) -> Double {
    forwardsLayoutPriority ? children[0].layoutPriority : 0
  }

  func spacing(children: [LayoutNode]) -> ViewSpacing {
    children[0].spacing
  }
}

/// The origin that lines up `child`'s guides with a container's guides for `alignment`.
func alignedOrigin(
  of childDimensions: ViewDimensions, in containerSize: CGSize, alignment: Alignment
) -> CGPoint {
  let container = ViewDimensions(size: containerSize)
  return CGPoint(
    x: container[alignment.horizontal] - childDimensions[alignment.horizontal],
    y: container[alignment.vertical] - childDimensions[alignment.vertical])
}
