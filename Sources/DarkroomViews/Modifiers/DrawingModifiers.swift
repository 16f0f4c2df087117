/// Wraps each node of its content in a node that changes how it is drawn.
nonisolated struct EffectModifier: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let name: String
  let effect: (ResolveContext) -> DrawEffect

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let effect = effect(context)
    return LayoutNode.wrapping(
      node, rule: PassthroughLayout(), role: .effect(effect), name: name, detail: effect.summary, context: context)
  }
}

nonisolated extension View {
  /// Sets the style text and shapes inside this view are drawn in.
  ///
  /// ```swift
  /// Label().foregroundStyle(.white)
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundStyle, AnyShapeStyle(style))
  }

  /// Sets the colour text and shapes inside this view are drawn in; `nil` leaves it.
  ///
  /// ```swift
  /// Text("Switch to dark").foregroundColor(.black)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
  }

  /// Sets the tint controls and `.tint` styles use inside this view.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: .constant(true)).tint(.orange)
  /// ```
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environment(\.tint, tint.map { AnyShapeStyle($0) })
  }

  /// Sets the tint colour; `nil` for the accent colour.
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint.map { AnyShapeStyle($0) })
  }

  /// Sets the accent colour controls inside this view are drawn in.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Draws the view at reduced opacity, 0 (invisible) to 1.
  ///
  /// ```swift
  /// Text("Disabled").opacity(0.4)
  /// ```
  public func opacity(_ opacity: Double) -> some View {
    modifier(EffectModifier(name: "opacity") { _ in .opacity(min(max(opacity, 0), 1)) })
  }

  /// Clips the view to a shape in its frame.
  ///
  /// ```swift
  /// Image(bitmap: avatar).resizable().frame(width: 40, height: 40).clipShape(Circle())
  /// ```
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(EffectModifier(name: "clipShape") { _ in .clip(shape, evenOdd: style.isEOFilled) })
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(EffectModifier(name: "clipped") { _ in .clip(Rectangle(), evenOdd: false) })
  }

  /// Clips the view to a rectangle with circular corners of `radius`.
  ///
  /// ```swift
  /// Image(bitmap: thumbnail).cornerRadius(8)
  /// ```
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(EffectModifier(name: "cornerRadius") { _ in .clip(RoundedRectangle(cornerRadius: radius, style: .circular), evenOdd: false) })
  }

  /// Draws a blurred shadow of the view behind it.
  ///
  /// ```swift
  /// Card().shadow(radius: 8, y: 4)
  /// Card().shadow(color: .black.opacity(0.2), radius: 4)
  /// ```
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(
      EffectModifier(name: "shadow") { context in
        .shadow(DropShadow(color: color.resolved(in: context.environment), radius: radius, offset: CGSize(width: x, height: y)))
      })
  }
}
