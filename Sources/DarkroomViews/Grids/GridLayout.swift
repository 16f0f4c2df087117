/// A `Grid`'s layout as a `Layout` value, as SwiftUI's `GridLayout`
/// (developer.apple.com/documentation/swiftui/gridlayout): `GridLayout { GridRow { … } }` is
/// laid out and drawn as the same `Grid`.
///
/// ```swift
/// let layout = isWide ? AnyLayout(GridLayout(horizontalSpacing: 16)) : AnyLayout(VStackLayout())
/// layout { GridRow { Text("Plan"); Text("Pro") } }
/// ```
///
/// Asked directly through its `Layout` methods (by a custom layout that hands it its own
/// subviews), it has no rows to read, so each subview is a row of its own spanning the
/// grid, as a view outside a `GridRow` is.
public struct GridLayout: Layout, ContainerMakingLayout {
  /// Where each cell lines up in its slot.
  public var alignment: Alignment
  /// The distance between columns, or `nil` for the default 8 points.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or `nil` for the default 8 points.
  public var verticalSpacing: CGFloat?

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  private var rowGap: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let height = sizes.reduce(0) { $0 + $1.height } + CGFloat(max(sizes.count - 1, 0)) * rowGap
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews {
      let dimensions = subview.dimensions(in: .unspecified)
      let slot = ViewDimensions(size: CGSize(width: bounds.width, height: dimensions.height))
      let x = bounds.minX + slot[alignment.horizontal] - dimensions[alignment.horizontal]
      subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
      y += dimensions.height + rowGap
    }
  }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content }
      .makeNodes(in: context).first ?? .empty(in: context)
  }
}
