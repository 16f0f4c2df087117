/// A type that sizes and places a collection of views: SwiftUI's `Layout` protocol
/// (developer.apple.com/documentation/swiftui/layout), with the same requirements and
/// defaults, laid out by Darkroom's engine next to the built-in stacks.
///
/// ```swift
/// struct EqualWidthRow: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///     let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///     return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///   }
///
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///     let width = bounds.width / CGFloat(max(subviews.count, 1))
///     for (index, subview) in subviews.enumerated() {
///       subview.place(
///         at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.midY), anchor: .leading,
///         proposal: ProposedViewSize(width: width, height: bounds.height))
///     }
///   }
/// }
///
/// EqualWidthRow { Button("Cancel") {}; Button("Save") {} }
/// ```
///
/// As in SwiftUI, a render makes the cache once per container (``makeCache(subviews:)``),
/// before the first question it asks, and passes the same cache to every later call; a
/// subview the layout does not place sits at the centre of the container, offered the
/// container's proposal. In a right-to-left environment the placements are mirrored, as
/// SwiftUI mirrors them. `animatableData` is not part of the protocol here: a still image
/// has no animation to drive.
public protocol Layout {
  /// What the layout is, for views inside it that ask (a `Spacer` grows along
  /// ``LayoutProperties/stackOrientation``).
  static var layoutProperties: LayoutProperties { get }

  /// Storage the layout's methods share, made by ``makeCache(subviews:)``.
  associatedtype Cache = Void

  /// The proxies of the views the layout arranges.
  typealias Subviews = LayoutSubviews

  /// Makes the cache; called once, before the layout's first question.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings the cache up to date when the subviews change. The default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The space the container wants around it in a stack. The default is the union of the
  /// subviews' spacing.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The size of the container for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview inside `bounds`, a rectangle as large as a size this layout
  /// returned from ``sizeThatFits(proposal:subviews:cache:)``.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's own position for a horizontal guide, relative to `bounds`, or `nil`.
  /// The default merges the guides of the subviews where the layout places them.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The container's own position for a vertical guide, relative to `bounds`, or `nil`.
  /// The default merges the guides of the subviews where the layout places them.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing.zero
    for subview in subviews {
      spacing.formUnion(subview.spacing)
    }
    return spacing
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    mergedSubviewGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    mergedSubviewGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The subviews' explicit values for `key` where this layout would place them, merged as
  /// the guide merges a container's children; placing is only recorded, not done.
  private func mergedSubviewGuide(
    _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    let recording = subviews.recordingPlacements()
    placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
    let values = recording.map { subview -> CGFloat? in
      let placement = recording.recorder.placement(of: subview.index) ?? subview.centredPlacement(in: bounds, proposal: proposal)
      return subview.node.explicitAlignment(key, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
    }
    return key.combine(values)
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

nonisolated extension Layout {
  /// The views the closure builds, arranged by this layout.
  ///
  /// ```swift
  /// FlowLayout(spacing: 6) { ForEach(tags, id: \.self) { Text($0) } }
  /// ```
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}
