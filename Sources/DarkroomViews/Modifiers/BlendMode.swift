import CPangoCairo

/// How a view's colours combine with what is drawn behind it.
///
/// ```swift
/// Text("Cut out").blendMode(.destinationOut)
/// Image(bitmap: photo).blendMode(.multiply)
/// ```
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut
  /// Drawn as `multiply`: cairo has no operator adding colours and subtracting one.
  case plusDarker
  /// Colours added together, clamped at white.
  case plusLighter

  /// The cairo operator drawing this mode (the PDF blend modes cairo implements).
  package var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}

nonisolated extension View {
  /// Combines the view's colours with what is behind it by `blendMode`. Wrap the view and
  /// what it should blend with in `compositingGroup()` to keep the effect to them.
  ///
  /// ```swift
  /// ZStack {
  ///   Capsule().fill(.blue)
  ///   Text("BETA").blendMode(.destinationOut)
  /// }
  /// .compositingGroup()
  /// ```
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(EffectModifier(name: "blendMode") { _ in blendMode == .normal ? .group : .blend(blendMode) })
  }

  /// Composites the view's contents on their own before they meet what is behind, so blend
  /// modes inside stay inside.
  ///
  /// ```swift
  /// ZStack { Color.red; Text("Hole").blendMode(.destinationOut) }.compositingGroup()
  /// ```
  public func compositingGroup() -> some View {
    modifier(EffectModifier(name: "compositingGroup") { _ in .group })
  }

  /// Draws the view's contents into one image before compositing them, as
  /// `compositingGroup()` does; the pixels are the same.
  ///
  /// ```swift
  /// ManyShapes().drawingGroup()
  /// ```
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(EffectModifier(name: "drawingGroup") { _ in .group })
  }
}

/// The colour space views are drawn in; every mode draws in sRGB here.
///
/// ```swift
/// Canvas(colorMode: .linear) { context, size in }
/// ```
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}
