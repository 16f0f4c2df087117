/// How a symbol's layers are coloured. Templates with `hierarchical-N:…` layer classes draw
/// their layers as the mode says; a stand-in glyph has one layer and draws it in the
/// primary style whatever the mode.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The foreground style, at full opacity for primary layers and fainter for secondary and
  /// tertiary ones (``hierarchicalOpacities``).
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Primary, secondary and tertiary layers in the styles `foregroundStyle(_:_:_:)` gives.
  public static let palette = SymbolRenderingMode(name: "palette")
  /// Drawn as monochrome: templates' multicolour classes are not read.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")

  /// The opacities of primary, secondary and tertiary layers in hierarchical rendering.
  static let hierarchicalOpacities: [Double] = [1, 0.5, 0.25]
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

private struct SymbolPaletteKey: EnvironmentKey {
  static let defaultValue: [AnyShapeStyle] = []
}

extension EnvironmentValues {
  /// Set by `.symbolRenderingMode`; `nil` draws monochrome.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// The secondary and tertiary styles `foregroundStyle(_:_:)` and `(_:_:_:)` set.
  var symbolPalette: [AnyShapeStyle] {
    get { self[SymbolPaletteKey.self] }
    set { self[SymbolPaletteKey.self] = newValue }
  }

  /// The paint for a symbol layer of `level` (0 primary, 1 secondary, 2 tertiary).
  func symbolPaint(level: Int) -> Paint {
    let primary = foregroundPaint
    switch symbolRenderingMode {
    case .hierarchical?:
      let opacities = SymbolRenderingMode.hierarchicalOpacities
      return primary.withOpacity(opacities[min(max(level, 0), opacities.count - 1)])
    case .palette?:
      guard level > 0, !symbolPalette.isEmpty else { return primary }
      var inner = self
      inner.foregroundStyle = symbolPalette[min(level, symbolPalette.count) - 1]
      return inner.foregroundPaint
    default:
      return primary
    }
  }
}

nonisolated extension View {
  /// Sets how symbols' layers are coloured.
  ///
  /// ```swift
  /// Image(systemName: "person.crop.circle.badge.plus").symbolRenderingMode(.hierarchical)
  /// ```
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }

  /// Sets the primary and secondary styles: text and shapes use the first, palette-rendered
  /// symbols colour their secondary (and tertiary) layers with the second.
  ///
  /// ```swift
  /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.gray, .yellow)
  /// ```
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    environment(\.foregroundStyle, AnyShapeStyle(primary))
      .environment(\.symbolPalette, [AnyShapeStyle(secondary)])
  }

  /// Sets the primary, secondary and tertiary styles, as palette-rendered symbols use them.
  ///
  /// ```swift
  /// Image(systemName: "person.3.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .green, .blue)
  /// ```
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    environment(\.foregroundStyle, AnyShapeStyle(primary))
      .environment(\.symbolPalette, [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
  }
}
