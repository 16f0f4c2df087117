/// `ZStack`: every child is offered the stack's whole proposal and lined up on `alignment`;
/// the stack is as large as the union of their frames, as in SwiftUI.
///
/// It is also SwiftUI's `ZStackLayout`, the `Layout` value of a `ZStack`
/// (developer.apple.com/documentation/swiftui/zstacklayout):
///
/// ```swift
/// let layout = showsBadge ? AnyLayout(ZStackLayout(alignment: .topTrailing)) : AnyLayout(HStackLayout())
/// layout { Avatar(); Badge() }
/// ```
public struct ZStackLayout: LayoutRule {
  /// Where the subviews line up.
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  private func origins(of children: [LayoutNode], for proposal: ProposedViewSize) -> (origins: [CGPoint], size: CGSize) {
    guard !children.isEmpty else { return ([], .zero) }
    var union = CGRect.null
    var origins: [CGPoint] = []
    for child in children {
      let dimensions = child.dimensions(for: proposal)
      let origin = CGPoint(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical])
      origins.append(origin)
      union = union.union(CGRect(origin: origin, size: dimensions.size))
    }
    return (origins.map { CGPoint(x: $0.x - union.minX, y: $0.y - union.minY) }, union.size)
  }

  /// Every child's spacing merged: a ZStack is spaced as its children together.
  func spacing(children: [LayoutNode]) -> ViewSpacing {
    .container(of: children.map(\.spacing), along: nil)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    origins(of: children, for: proposal).size
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let placed = origins(of: children, for: proposal)
    for (child, origin) in zip(children, placed.origins) {
      child.place(at: origin, proposal: proposal)
    }
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    let placed = origins(of: children, for: proposal)
    return key.combine(zip(children, placed.origins).map { child, origin in
      child.explicitAlignment(key, proposal: proposal).map { $0 + origin[key.axis] }
    })
  }
}

extension ZStackLayout: _EngineBackedLayout, ContainerMakingLayout {
  public var _engineRule: _EngineLayoutRule { _EngineLayoutRule(rule: self) }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    ZStack(alignment: alignment) { content }.makeNodes(in: context).first ?? .empty(in: context)
  }
}
