/// An `HStack`'s layout as a `Layout` value, as SwiftUI's `HStackLayout`
/// (developer.apple.com/documentation/swiftui/hstacklayout): `HStackLayout { … }` is laid out
/// and drawn as `HStack { … }`, and `AnyLayout(HStackLayout())` switches between layouts.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Avatar(); Details() }
/// ```
public struct HStackLayout: Layout, ContainerMakingLayout {
  /// The guide the subviews line up on vertically.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or `nil` for the views' own spacing.
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  private var rule: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    EngineLayoutBridge.sizeThatFits(rule, proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    EngineLayoutBridge.placeSubviews(rule, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    EngineLayoutBridge.explicitAlignment(rule, of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    EngineLayoutBridge.explicitAlignment(rule, of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    EngineLayoutBridge.spacing(rule, subviews: subviews)
  }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    HStack(alignment: alignment, spacing: spacing) { content }.makeNodes(in: context).first ?? .empty(in: context)
  }
}

/// A `VStack`'s layout as a `Layout` value, as SwiftUI's `VStackLayout`
/// (developer.apple.com/documentation/swiftui/vstacklayout).
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStackLayout: Layout, ContainerMakingLayout {
  /// The guide the subviews line up on horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or `nil` for the views' own spacing.
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  private var rule: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    EngineLayoutBridge.sizeThatFits(rule, proposal: proposal, subviews: subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    EngineLayoutBridge.placeSubviews(rule, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    EngineLayoutBridge.explicitAlignment(rule, of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    EngineLayoutBridge.explicitAlignment(rule, of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    EngineLayoutBridge.spacing(rule, subviews: subviews)
  }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    VStack(alignment: alignment, spacing: spacing) { content }.makeNodes(in: context).first ?? .empty(in: context)
  }
}
