/// Views side by side, leading to trailing (right to left in right-to-left layouts), lined
/// up vertically on `alignment`, `spacing` points apart (8 by default).
///
/// ```swift
/// HStack(alignment: .firstTextBaseline, spacing: 4) {
///   Text("42").font(.largeTitle)
///   Text("points")
/// }
/// ```
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of the views the closure builds.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [stackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, content: content, lazy: false, context: context)]
  }
}

/// Views one above the other, lined up horizontally on `alignment`, `spacing` points apart
/// (8 by default).
///
/// ```swift
/// VStack(alignment: .leading) {
///   Text("Title").font(.headline)
///   Text("Subtitle").foregroundStyle(.secondary)
/// }
/// ```
public nonisolated struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of the views the closure builds.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [stackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, content: content, lazy: false, context: context)]
  }
}

/// Views drawn on top of each other, later ones in front, lined up on `alignment`.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///   Image(bitmap: avatar).resizable().frame(width: 48, height: 48)
///   Circle().fill(.green).frame(width: 12, height: 12)
/// }
/// ```
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment
  let content: Content

  /// A stack of the views the closure builds, the last in front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let children = context.outsideStack.nodes(for: content)
    return [LayoutNode(rule: ZStackLayout(alignment: alignment), role: .container, name: "ZStack", children: children, context: context)]
  }
}

/// A row whose children each get their ideal width, spanning the height it is offered.
///
/// ```swift
/// LazyHStack { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public nonisolated struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [stackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, content: content, lazy: true, context: context)]
  }
}

/// A column whose children each get their ideal height, spanning the width it is offered.
///
/// ```swift
/// LazyVStack(alignment: .leading) { ForEach(messages) { MessageRow($0) } }
/// ```
public nonisolated struct LazyVStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [stackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, content: content, lazy: true, context: context)]
  }
}

/// Headers and footers a lazy stack in a scroll view keeps on screen; accepted for source
/// compatibility (a still image does not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

private func stackNode<Content: View>(
  axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content, lazy: Bool, context: ResolveContext
) -> LayoutNode {
  var inner = context
  inner.stackAxis = axis
  let children = inner.nodes(for: content)
  let rule: any LayoutRule =
    lazy
    ? LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing)
    : StackLayout(axis: axis, alignment: alignment, spacing: spacing)
  let name = (lazy ? "Lazy" : "") + (axis == .horizontal ? "HStack" : "VStack")
  return LayoutNode(
    rule: rule, role: .container, name: name, detail: spacing.map { "spacing \(formatPoints($0))" }, children: children,
    context: context)
}
