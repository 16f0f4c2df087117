/// A shadow a shape style can carry: a drop shadow behind what it fills, or an inner
/// shadow inside it.
///
/// ```swift
/// Capsule().fill(.white.shadow(.drop(color: .black.opacity(0.2), radius: 6, y: 3)))
/// ```
public struct ShadowStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow behind the shape, blurred by `radius` and moved by `x` and `y`.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow inside the shape's edge. Accepted; snapshots draw the shape without it.
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }
}

/// A style that draws a shadow along with what it fills.
protocol ShadowingShapeStyle {
  func dropShadow(in environment: EnvironmentValues) -> DropShadow?
}

/// A style with a shadow, as `.white.shadow(.drop(radius: 4))` makes it.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintingShapeStyle, ShadowingShapeStyle {
  let base: Base
  let shadow: ShadowStyle

  func paint(in environment: EnvironmentValues) -> Paint {
    DarkroomViews.paint(for: base, in: environment)
  }

  func dropShadow(in environment: EnvironmentValues) -> DropShadow? {
    guard shadow.kind == .drop else { return nil }
    return DropShadow(
      color: shadow.color.resolved(in: environment), radius: shadow.radius, offset: CGSize(width: shadow.x, height: shadow.y))
  }
}

extension ShapeStyle {
  /// This style with a shadow: a drop shadow is drawn behind the shape it fills.
  ///
  /// ```swift
  /// Text("Feed").padding().background(.regularMaterial.shadow(.drop(radius: 10, y: 5)), in: .capsule)
  /// ```
  public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
    _ShadowShapeStyle(base: self, shadow: style)
  }
}

/// The drop shadow a style carries, looking through type-erased styles.
func dropShadow<Style: ShapeStyle>(for style: Style, in environment: EnvironmentValues) -> DropShadow? {
  if let shadowing = style as? any ShadowingShapeStyle { return shadowing.dropShadow(in: environment) }
  if let erased = style as? AnyShapeStyle, let shadowing = erased.base as? any ShadowingShapeStyle {
    return shadowing.dropShadow(in: environment)
  }
  return nil
}
