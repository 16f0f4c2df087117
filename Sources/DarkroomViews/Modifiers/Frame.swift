nonisolated extension View {
  /// Gives the view a fixed width, height or both; the view is lined up inside by
  /// `alignment`.
  ///
  /// ```swift
  /// Text("OK").frame(width: 80, height: 44)
  /// Color.red.frame(height: 1)
  /// ```
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    let detail = [width.map { "width \(formatPoints($0))" }, height.map { "height \(formatPoints($0))" }]
      .compactMap { $0 }.joined(separator: " ")
    return modifier(
      LayoutModifier(name: "frame", detail: detail, rule: FrameLayout(width: width, height: height, alignment: alignment)))
  }

  /// Gives the view limits and ideal lengths; `maxWidth: .infinity` makes it as wide as
  /// the space it is offered.
  ///
  /// ```swift
  /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
  /// Button("Go") {}.frame(minWidth: 44, minHeight: 44)
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let width = FlexibleDimension(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
    let height = FlexibleDimension(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
    let parts: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    let detail = parts.compactMap { name, value in value.map { "\(name) \(formatPoints($0))" } }.joined(separator: " ")
    return modifier(
      LayoutModifier(
        name: "frame", detail: detail, rule: FlexibleFrameLayout(width: width, height: height, alignment: alignment)))
  }

  /// Gives the view its ideal size on the chosen axes, even when that overflows its parent.
  ///
  /// ```swift
  /// Text(longTitle).fixedSize(horizontal: false, vertical: true)
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    let detail = horizontal && vertical ? nil : (horizontal ? "horizontal" : "vertical")
    return modifier(
      LayoutModifier(name: "fixedSize", detail: detail, rule: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
  }

  /// Gives the view its ideal size on both axes.
  ///
  /// ```swift
  /// Text("Never wraps").fixedSize()
  /// ```
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Moves the view when drawn without changing the layout around it.
  ///
  /// ```swift
  /// Circle().offset(x: 4, y: -4)
  /// ```
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Moves the view by `offset` when drawn.
  public func offset(_ offset: CGSize) -> some View {
    modifier(
      LayoutModifier(
        name: "offset", detail: "x \(formatPoints(offset.width)) y \(formatPoints(offset.height))",
        rule: OffsetLayout(offset: offset)))
  }

  /// Keeps the view's proportions: the width-to-height `ratio` (the view's ideal
  /// proportions when `nil`), fitting inside or filling the space it is offered.
  ///
  /// ```swift
  /// Image(bitmap: photo).resizable().aspectRatio(16 / 9, contentMode: .fit)
  /// ```
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let detail = (ratio.map { formatPoints($0) + " " } ?? "") + (contentMode == .fit ? "fit" : "fill")
    return modifier(
      LayoutModifier(name: "aspectRatio", detail: detail, rule: AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
  }

  /// Keeps the proportions of `ratio`.
  public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(ratio.width / ratio.height, contentMode: contentMode)
  }

  /// Scales the view to fit inside the space it is offered, keeping its proportions.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales the view to fill the space it is offered, keeping its proportions.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }

  /// Sets the value of a horizontal alignment guide for this view.
  ///
  /// ```swift
  /// Text("Indented").alignmentGuide(.leading) { _ in -20 }
  /// ```
  public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(
      LayoutModifier(
        name: "alignmentGuide", detail: nil, rule: AlignmentGuideLayout(key: guide.key, computeValue: computeValue)))
  }

  /// Sets the value of a vertical alignment guide for this view.
  public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(
      LayoutModifier(
        name: "alignmentGuide", detail: nil, rule: AlignmentGuideLayout(key: guide.key, computeValue: computeValue)))
  }

  /// Sets the order in which a stack gives out space: higher priorities are sized first.
  ///
  /// ```swift
  /// HStack { Text(title).layoutPriority(1); Text(detail) }
  /// ```
  public func layoutPriority(_ value: Double) -> some View {
    modifier(TraitModifier { $0.explicitPriority = value })
  }

  /// Draws the view above siblings with a lower value and below those with a higher one.
  ///
  /// ```swift
  /// ZStack { Card().zIndex(1); Shadow() }
  /// ```
  public func zIndex(_ value: Double) -> some View {
    modifier(TraitModifier { $0.zIndex = value })
  }

  /// Gives the view an explicit identity; layout snapshots show it, and tests can find the
  /// view by it.
  ///
  /// ```swift
  /// Text(title).id("title")
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> some View {
    let identity = AnyHashable(id)
    return modifier(TraitModifier { $0.identity = identity })
  }

  /// Keeps the view's place in the layout without drawing it.
  ///
  /// ```swift
  /// Text("Placeholder").hidden()
  /// ```
  public func hidden() -> some View {
    modifier(HiddenModifier())
  }
}

/// Lays the content out and draws none of it.
nonisolated struct HiddenModifier: ViewModifier, NodeWrappingModifier {
  typealias Body = Never

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let hidden = LayoutNode.wrapping(node, rule: PassthroughLayout(), name: "hidden", context: context)
    hidden.isHidden = true
    return hidden
  }
}
