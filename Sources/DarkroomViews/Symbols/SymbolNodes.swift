import Foundation

/// SF Symbols' sizes, from Apple's published facts: a symbol scales with its font's point
/// size (a circled symbol at the medium scale is as wide as the point size: 17 pt at the
/// 17 pt Body size, 16 pt at 16 pt), the small and large image scales are about 0.78 and
/// 1.29 times the medium one (`globe` at `.large` with Body is 22 pt), and a symbol is
/// centred on the middle of the text's cap height (SF Pro's cap height is 0.705 em).
enum SymbolMetrics {
  static let capHeightOfEm: CGFloat = 1443.0 / 2048.0
  /// The side bearing either side of a stand-in glyph's ink, in ems of the font.
  static let sideBearingOfEm: CGFloat = 0.02
  /// How much thicker a symbol's strokes grow per 100 units of font weight above Regular,
  /// in ems of the point size.
  static let strokeGainPerWeight: CGFloat = 0.014
}

extension Image {
  func symbolNodes(_ name: String, in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let font = ResolvedFont(environment.font, in: environment)
    let symbol = ResolvedSymbol.resolve(
      name, font: font, scale: environment.imageScale, failure: context.session.recordSymbolFailure)
    switch symbol {
    case .artwork(let artwork, let art):
      let drawing = ImageDrawing(source: artwork, interpolation: .high, templatePaint: environment.foregroundPaint)
      let image = LayoutNode(rule: ResizableImageLayout(naturalSize: art.size), role: .image(drawing), name: "Image", context: context)
      return [symbolNode(art, detail: "symbol \"\(name)\"", children: [image], context: context)]
    case .layers(let art, let detail, let thickening):
      return [filledSymbol(art, detail: detail, thickening: thickening, in: context)]
    case .placeholder(let art, let outline, let lineWidth):
      let drawing = ShapeDrawing(
        outline: SymbolLayerShape(path: outline, naturalSize: art.size), paint: environment.foregroundPaint,
        mode: .stroke(StrokeStyle(lineWidth: lineWidth)))
      let shape = LayoutNode(rule: ResizableImageLayout(naturalSize: art.size), role: .shape(drawing), name: "Image", context: context)
      return [symbolNode(art, detail: "symbol \"\(name)\" placeholder", children: [shape], context: context)]
    }
  }

  /// A symbol whose layers are filled, each in the paint its level and the rendering mode give.
  /// `thickening` outlines every layer by that width, for weights a glyph does not have.
  private func filledSymbol(_ art: SymbolArt, detail: String, thickening: CGFloat = 0, in context: ResolveContext)
    -> LayoutNode
  {
    var children: [LayoutNode] = []
    for layer in art.layers {
      let shape = SymbolLayerShape(path: layer.path, naturalSize: art.size)
      let paint = context.environment.symbolPaint(level: layer.level)
      var modes: [ShapeDrawing.Mode] = [.fill]
      if thickening > 0.01 { modes.append(.stroke(StrokeStyle(lineWidth: thickening, lineJoin: .round))) }
      for mode in modes {
        let drawing = ShapeDrawing(outline: shape, paint: paint, mode: mode)
        children.append(
          LayoutNode(rule: ResizableImageLayout(naturalSize: art.size), role: .shape(drawing), name: "Image", context: context))
      }
    }
    return symbolNode(art, detail: detail, children: children, context: context)
  }

  private func symbolNode(_ art: SymbolArt, detail: String, children: [LayoutNode], context: ResolveContext) -> LayoutNode {
    // A symbol image is drawn at a whole number of pixels, so its frame is whole pixels too
    // and a row of a symbol and text fits the pixel grid as on an iPhone.
    let pixel = context.environment.pixelLength > 0 && context.environment.pixelLength.isFinite ? context.environment.pixelLength : 1
    func snapped(_ value: CGFloat) -> CGFloat { max((value / pixel).rounded() * pixel, pixel) }
    let size = CGSize(width: snapped(art.size.width), height: snapped(art.size.height))
    let node = LayoutNode(
      rule: SymbolLayout(naturalSize: size, baseline: art.baseline, isResizable: isResizable), role: .container,
      name: "Image", detail: detail, children: children, context: context)
    node.hidesChildrenInDescription = true
    return node
  }
}
