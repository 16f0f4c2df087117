/// A table of rows whose columns line up, as SwiftUI's `Grid` (iOS 16): each column is as
/// wide as its widest cell, each row as tall as its tallest.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Plan"); Text("Monthly") }
///   GridRow { Text("Price"); Text("$4.99") }
/// }
/// ```
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let inner = context.outsideStack
    let rows: [LayoutNode] = VariadicChildren.of(content, in: context).map { child in
      if let row = child as? any GridRowContent {
        let cells = row.cells(in: inner)
        return LayoutNode(rule: PassthroughRowLayout(), role: .container, name: "GridRow", children: cells, context: inner)
      }
      // A view outside a `GridRow` spans the whole grid.
      let node = inner.singleNode(for: AnyView(child), joinedBy: .horizontal)
      return LayoutNode(rule: PassthroughRowLayout(spansGrid: true), role: .container, name: "GridRow", children: [node], context: inner)
    }
    return [LayoutNode(
      rule: GridTableLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8),
      role: .container, name: "Grid", children: rows, context: context)]
  }
}

/// A row of a `Grid`: each view inside is one cell.
public nonisolated struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [LayoutNode(rule: PassthroughRowLayout(), role: .container, name: "GridRow", children: cells(in: context), context: context)]
  }
}

protocol GridRowContent {
  func cells(in context: ResolveContext) -> [LayoutNode]
}

extension GridRow: GridRowContent {
  func cells(in context: ResolveContext) -> [LayoutNode] {
    VariadicChildren.of(content, in: context).map { context.singleNode(for: AnyView($0), joinedBy: .horizontal) }
  }
}

/// A row node: the grid places its cells itself.
struct PassthroughRowLayout: LayoutRule {
  var spansGrid = false
  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }
  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}

/// Columns as wide as their widest cell, rows as tall as their tallest; cells aligned in
/// their slots by the grid's alignment.
struct GridTableLayout: LayoutRule {
  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  private struct Measure {
    var columns: [CGFloat] = []
    var rows: [CGFloat] = []
    var sizes: [[CGSize]] = []
  }

  private func measure(_ rows: [LayoutNode]) -> Measure {
    var measure = Measure()
    for row in rows {
      let spans = (row.rule as? PassthroughRowLayout)?.spansGrid ?? false
      let sizes = row.children.map { $0.sizeThatFits(.unspecified) }
      measure.sizes.append(sizes)
      measure.rows.append(sizes.map(\.height).max() ?? 0)
      guard !spans else { continue }
      for (index, size) in sizes.enumerated() {
        if index >= measure.columns.count { measure.columns.append(0) }
        measure.columns[index] = max(measure.columns[index], size.width)
      }
    }
    return measure
  }

  private func width(of measure: Measure) -> CGFloat {
    measure.columns.reduce(0, +) + CGFloat(max(measure.columns.count - 1, 0)) * horizontalSpacing
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let measure = measure(children)
    let spanning = zip(children, measure.sizes).filter { ($0.0.rule as? PassthroughRowLayout)?.spansGrid == true }
      .map { $0.1.first?.width ?? 0 }.max() ?? 0
    let height = measure.rows.reduce(0, +) + CGFloat(max(measure.rows.count - 1, 0)) * verticalSpacing
    return CGSize(width: max(width(of: measure), spanning), height: height)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    let measure = measure(children)
    var y: CGFloat = 0
    for (rowIndex, row) in children.enumerated() {
      let height = measure.rows[rowIndex]
      row.place(at: CGPoint(x: 0, y: y), proposal: ProposedViewSize(width: size.width, height: height))
      let spans = (row.rule as? PassthroughRowLayout)?.spansGrid ?? false
      var x: CGFloat = 0
      for (index, cell) in row.children.enumerated() {
        let slot = CGSize(width: spans ? size.width : measure.columns[index], height: height)
        let cellSize = measure.sizes[rowIndex][index]
        let slotDimensions = ViewDimensions(size: slot)
        let cellDimensions = ViewDimensions(size: cellSize)
        let dx = slotDimensions[alignment.horizontal.key] - cellDimensions[alignment.horizontal.key]
        let dy = slotDimensions[alignment.vertical.key] - cellDimensions[alignment.vertical.key]
        cell.place(at: CGPoint(x: x + dx, y: dy), proposal: .unspecified)
        x += slot.width + horizontalSpacing
      }
      y += height + verticalSpacing
    }
  }
}
