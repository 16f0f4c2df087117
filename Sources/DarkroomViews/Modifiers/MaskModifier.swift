/// Lays a mask view over each node of its content, sized to it, and draws the content only
/// where the mask is opaque.
nonisolated struct MaskModifier<Mask: View>: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let alignment: Alignment
  let mask: Mask

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let layer = context.outsideStack.singleNode(for: mask, joinedBy: .overlaid)
    // Only the mask's alpha is seen: assistive technologies never meet its contents.
    var hidden = layer.accessibility ?? AccessibilityInfo()
    hidden.isHidden = true
    layer.accessibility = hidden
    let wrapper = LayoutNode(
      rule: BackgroundLayout(primaryIndex: 0, alignment: alignment), role: .effect(.mask), name: "mask",
      children: [node, layer], context: context)
    wrapper.explicitPriority = node.explicitPriority
    wrapper.layoutValues = node.layoutValues
    wrapper.zIndex = node.zIndex
    return wrapper
  }
}

nonisolated extension View {
  /// Draws the view only where `mask` is opaque, through the mask's alpha; the mask is
  /// offered the view's size and lined up on `alignment`, and its colours do not matter.
  ///
  /// ```swift
  /// Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
  ///   .mask(alignment: .center) { Text("Gradient").font(.largeTitle) }
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(MaskModifier(alignment: alignment, mask: mask()))
  }

  /// Draws the view only where `mask` is opaque (the older form of `mask(alignment:_:)`).
  ///
  /// ```swift
  /// Color.blue.mask(Circle())
  /// ```
  @available(iOS, deprecated: 100000.0, message: "Use mask(alignment:_:) instead.")
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(alignment: .center, mask: mask))
  }
}
