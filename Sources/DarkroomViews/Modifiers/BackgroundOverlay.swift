/// Puts a secondary view behind or in front of each node of its content, sized to it.
nonisolated struct LayeringModifier<Secondary: View>: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let isOverlay: Bool
  let alignment: Alignment
  let secondary: Secondary

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let layer = context.outsideStack.singleNode(for: secondary, joinedBy: .overlaid)
    let children = isOverlay ? [node, layer] : [layer, node]
    let wrapper = LayoutNode(
      rule: BackgroundLayout(primaryIndex: isOverlay ? 0 : 1, alignment: alignment), role: .container,
      name: isOverlay ? "overlay" : "background", children: children, context: context)
    wrapper.explicitPriority = node.explicitPriority
    wrapper.layoutValues = node.layoutValues
    wrapper.zIndex = node.zIndex
    return wrapper
  }
}

nonisolated extension View {
  /// Fills the view's frame behind it with a colour, gradient or other style.
  ///
  /// ```swift
  /// Text("Connected").padding(8).background(.blue)
  /// ```
  ///
  /// Where the view touches the safe area, the fill reaches on to the screen's edge (on the
  /// `edges` given), as SwiftUI's backgrounds do.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(alignment: .center) { Rectangle().fill(style).ignoresSafeArea(.container, edges: edges) }
  }

  /// Fills a shape in the view's frame behind it.
  ///
  /// ```swift
  /// Text("Tag").padding(6).background(.yellow, in: Capsule())
  /// ```
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Puts views behind this one, offered exactly this view's size and lined up on
  /// `alignment`. The layout is this view's alone.
  ///
  /// ```swift
  /// Text("Card").padding().background { RoundedRectangle(cornerRadius: 8).fill(.white) }
  /// ```
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayeringModifier(isOverlay: false, alignment: alignment, secondary: content()))
  }

  /// Puts a view behind this one.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    modifier(LayeringModifier(isOverlay: false, alignment: alignment, secondary: background))
  }

  /// Paints a style over the view's frame.
  ///
  /// ```swift
  /// Photo().overlay(.black.opacity(0.3))
  /// ```
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(alignment: .center) { Rectangle().fill(style) }
  }

  /// Paints a shape over the view's frame.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Puts views in front of this one, offered exactly this view's size and lined up on
  /// `alignment`. The layout is this view's alone.
  ///
  /// ```swift
  /// Avatar().overlay(alignment: .bottomTrailing) { Circle().fill(.green).frame(width: 10, height: 10) }
  /// ```
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(LayeringModifier(isOverlay: true, alignment: alignment, secondary: content()))
  }

  /// Puts a view in front of this one.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    modifier(LayeringModifier(isOverlay: true, alignment: alignment, secondary: overlay))
  }

  /// Draws a line of `width` points just inside the view's frame.
  ///
  /// ```swift
  /// ToggleView().border(.orange, width: 2)
  /// ```
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
  }
}
