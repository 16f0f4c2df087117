/// A grid that fills its columns row by row, as SwiftUI's `LazyVGrid`; every item is made
/// (a snapshot has no scrolling to save work for).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
///   ForEach(products) { ProductCard($0) }
/// }
/// ```
public nonisolated struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let items = context.outsideStack.nodes(for: content)
    return [LayoutNode(rule: LazyGridLayout(tracks: columns, axis: .vertical, lineSpacing: spacing), role: .container,
                       name: "LazyVGrid", detail: "\(columns.count) column kinds", children: items, context: context)]
  }
}

/// A grid that fills its rows column by column, as SwiftUI's `LazyHGrid`.
public nonisolated struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let items = context.outsideStack.nodes(for: content)
    return [LayoutNode(rule: LazyGridLayout(tracks: rows, axis: .horizontal, lineSpacing: spacing), role: .container,
                       name: "LazyHGrid", detail: "\(rows.count) row kinds", children: items, context: context)]
  }
}

/// Lays items into tracks across `axis`'s other axis, line after line along `axis`; each line
/// is as long as its longest item, and items are centred in their cells.
struct LazyGridLayout: LayoutRule {
  let tracks: [GridItem]
  let axis: Axis
  let lineSpacing: CGFloat?

  private func across(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGFloat {
    if let value = proposal[axis.other], value.isFinite { return value }
    // Without a proposal the tracks take their items' ideal lengths.
    let ideal = children.map { $0.sizeThatFits(.unspecified)[axis.other] }.max() ?? 0
    return CGFloat(max(tracks.count, 1)) * ideal + CGFloat(max(tracks.count - 1, 0)) * GridTracks.defaultSpacing
  }

  private func lines(_ children: [LayoutNode], across length: CGFloat)
    -> (tracks: (lengths: [CGFloat], spacings: [CGFloat]), lines: [[LayoutNode]])
  {
    let resolved = GridTracks.resolve(tracks, length: length)
    let count = max(resolved.lengths.count, 1)
    let lines = stride(from: 0, to: children.count, by: count).map { Array(children[$0..<min($0 + count, children.count)]) }
    return (resolved, lines)
  }

  private func cellProposal(_ width: CGFloat) -> ProposedViewSize {
    ProposedViewSize(width, along: axis.other, across: nil)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let length = across(proposal, children: children)
    let (resolved, lines) = self.lines(children, across: length)
    let spacing = lineSpacing ?? GridTracks.defaultSpacing
    var along: CGFloat = 0
    for (index, line) in lines.enumerated() {
      let extent = line.enumerated().map { offset, node in
        node.sizeThatFits(cellProposal(resolved.lengths[offset]))[axis]
      }.max() ?? 0
      along += extent + (index > 0 ? spacing : 0)
    }
    var size = CGSize.zero
    size[axis] = along
    size[axis.other] = length
    return size
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let (resolved, lines) = self.lines(children, across: size[axis.other])
    let spacing = lineSpacing ?? GridTracks.defaultSpacing
    var along: CGFloat = 0
    for line in lines {
      let sizes = line.enumerated().map { offset, node in node.sizeThatFits(cellProposal(resolved.lengths[offset])) }
      let extent = sizes.map { $0[axis] }.max() ?? 0
      var acrossPosition: CGFloat = 0
      for (offset, node) in line.enumerated() {
        let cell = resolved.lengths[offset]
        var origin = CGPoint.zero
        origin[axis] = along + (extent - sizes[offset][axis]) / 2
        origin[axis.other] = acrossPosition + (cell - sizes[offset][axis.other]) / 2
        node.place(at: origin, proposal: cellProposal(cell))
        acrossPosition += cell + resolved.spacings[offset]
      }
      along += extent + spacing
    }
  }
}
