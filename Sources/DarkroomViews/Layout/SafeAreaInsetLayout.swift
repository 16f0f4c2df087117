/// `safeAreaInset`: the inset view sits along one edge of the modified view, which is laid
/// out as if padded by the inset's size plus the spacing there; that space is safe area, so
/// what inside ignores the safe area (a background, a list's fill) still reaches the edge
/// under the inset view (developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby).
/// Children: the modified view, then the inset view.
struct SafeAreaInsetLayout: LayoutRule {
  let edge: Edge
  /// Where the inset view sits across the edge, from 0 (leading or top) to 1.
  let crossFraction: CGFloat
  let spacing: CGFloat?

  private var isVertical: Bool { edge == .top || edge == .bottom }

  /// The inset view's size and the room it takes with its spacing, for a proposal.
  private func inset(_ children: [LayoutNode], _ proposal: ProposedViewSize) -> (size: CGSize, extent: CGFloat) {
    guard children.count > 1 else { return (.zero, 0) }
    let offered = isVertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    let size = children[1].sizeThatFits(offered)
    let gap: CGFloat
    if let spacing, spacing.isFinite {
      gap = spacing
    } else {
      let (first, second) = edge == .top || edge == .leading ? (children[1], children[0]) : (children[0], children[1])
      gap = first.spacing.distance(to: second.spacing, along: isVertical ? .vertical : .horizontal)
    }
    return (size, max((isVertical ? size.height : size.width) + gap, 0))
  }

  private func insets(_ extent: CGFloat) -> EdgeInsets {
    switch edge {
    case .top: EdgeInsets(top: extent, leading: 0, bottom: 0, trailing: 0)
    case .bottom: EdgeInsets(top: 0, leading: 0, bottom: extent, trailing: 0)
    case .leading: EdgeInsets(top: 0, leading: extent, bottom: 0, trailing: 0)
    case .trailing: EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: extent)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    guard let main = children.first else { return .zero }
    let (insetSize, extent) = inset(children, proposal)
    let size = PaddingLayout(insets: insets(extent)).sizeThatFits(proposal, child: main)
    return isVertical
      ? CGSize(width: max(size.width, insetSize.width), height: size.height)
      : CGSize(width: size.width, height: max(size.height, insetSize.height))
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    guard let main = children.first else { return }
    let (insetSize, extent) = inset(children, ProposedViewSize(size))
    let padding = SafeAreaPaddingLayout(insets: insets(extent))
    padding.placeChildren([main], in: size, proposal: ProposedViewSize(size))
    guard children.count > 1 else { return }
    let origin: CGPoint
    switch edge {
    case .top: origin = CGPoint(x: (size.width - insetSize.width) * crossFraction, y: 0)
    case .bottom: origin = CGPoint(x: (size.width - insetSize.width) * crossFraction, y: size.height - insetSize.height)
    case .leading: origin = CGPoint(x: 0, y: (size.height - insetSize.height) * crossFraction)
    case .trailing: origin = CGPoint(x: size.width - insetSize.width, y: (size.height - insetSize.height) * crossFraction)
    }
    let offered = isVertical ? ProposedViewSize(width: size.width, height: nil) : ProposedViewSize(width: nil, height: size.height)
    children[1].place(at: origin, proposal: offered)
  }

  func spacing(children: [LayoutNode]) -> ViewSpacing {
    children.first?.spacing ?? ViewSpacing()
  }
}
