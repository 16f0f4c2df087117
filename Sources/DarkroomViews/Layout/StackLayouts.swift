/// An `HStack`'s layout as a `Layout` value, as SwiftUI's `HStackLayout`
/// (developer.apple.com/documentation/swiftui/hstacklayout): `HStackLayout { … }` is laid out
/// and drawn as `HStack { … }`, and `AnyLayout(HStackLayout())` switches between layouts.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Avatar(); Details() }
/// ```
public struct HStackLayout: _EngineBackedLayout, ContainerMakingLayout {
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

  public var _engineRule: _EngineLayoutRule {
    _EngineLayoutRule(rule: StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing))
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
public struct VStackLayout: _EngineBackedLayout, ContainerMakingLayout {
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

  public var _engineRule: _EngineLayoutRule {
    _EngineLayoutRule(rule: StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing))
  }

  func makeContainer<Content: View>(for content: Content, in context: ResolveContext) -> LayoutNode {
    VStack(alignment: alignment, spacing: spacing) { content }.makeNodes(in: context).first ?? .empty(in: context)
  }
}
