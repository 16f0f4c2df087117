/// A lower level of a style, as iOS 17's `ShapeStyle.secondary`, `.tertiary` and
/// `.quaternary` give it: the background's levels are the system's secondary and tertiary
/// backgrounds, and any other style is drawn at the opacity of its level.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.background.secondary)
/// Text("Beta").foregroundStyle(.blue.tertiary)
/// ```
public struct LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintingShapeStyle {
  let base: Base
  let level: Int

  func paint(in environment: EnvironmentValues) -> Paint {
    if base is BackgroundStyle, environment.backgroundStyle == nil {
      let backgrounds: [SystemColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
      return .color(backgrounds[min(level, backgrounds.count - 1)].resolve(in: environment.colorScheme))
    }
    return DarkroomViews.paint(for: base, in: environment).withOpacity(HierarchicalShapeStyle.opacities[level])
  }
}

extension ShapeStyle {
  /// This style one level down.
  public var secondary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 1) }
  /// This style two levels down.
  public var tertiary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 2) }
  /// This style three levels down.
  public var quaternary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 3) }
  /// This style four levels down.
  public var quinary: LeveledShapeStyle<Self> { LeveledShapeStyle(base: self, level: 4) }
}
