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
    let pointSize = font.size.isFinite && font.size > 0 ? font.size : 17
    let scale = environment.imageScale
    let capHeight = pointSize * SymbolMetrics.capHeightOfEm
    let sideBearing = pointSize * SymbolMetrics.sideBearingOfEm

    if let artwork = SymbolArtwork.registered.withLock({ $0[name] }) {
      let side = pointSize * scale.factor
      let square = Path(CGRect(x: 0, y: -capHeight / 2 - side / 2, width: side, height: side))
      let art = SymbolArt(layers: [.init(path: square, level: 0)], capHeight: capHeight, advance: 0...side, sideBearing: 0)
      let drawing = ImageDrawing(source: artwork, interpolation: .high, templatePaint: environment.foregroundPaint)
      let image = LayoutNode(rule: ResizableImageLayout(naturalSize: art.size), role: .image(drawing), name: "Image", context: context)
      return [symbolNode(art, detail: "symbol \"\(name)\"", children: [image], context: context)]
    }

    do throws(SymbolTemplateError) {
      if let template = try SymbolTemplateLibrary.template(named: name),
        let variant = template.variant(weight: font.weight, scale: scale)
      {
        // Template units to points: the template's cap height is the text's.
        var unit = capHeight / template.capHeight
        if variant.scale != scale { unit *= scale.factor / variant.scale.factor }
        let map = AffineMap.scale(unit, unit)
        let layers = variant.layers.map { SymbolTemplate.Layer(path: $0.path.applying(map), level: $0.level) }
        let advance = variant.margins.map { ($0.lowerBound * unit)...($0.upperBound * unit) }
        let art = SymbolArt(layers: layers, capHeight: capHeight, advance: advance, sideBearing: sideBearing)
        let weightName = SymbolTemplate.weights.first { $0.value == variant.weight }?.key ?? "\(variant.weight)"
        let scaleName = SymbolTemplate.scales.first { $0.value == variant.scale }?.key ?? "M"
        return [filledSymbol(art, detail: "symbol \"\(name)\" template \(weightName)-\(scaleName)", in: context)]
      }
    } catch {
      if context.session.symbolFailure == nil { context.session.symbolFailure = error }
    }

    if let glyph = StandInGlyph.table[name] {
      do {
        if let outline = try glyph.outline() {
          SymbolArtwork.reportStandIn(name)
          let em = pointSize * scale.factor / StandInGlyph.liveAreaOfEm
          let middle = -capHeight / 2
          let path = outline.applying(AffineMap(a: em, d: em, tx: -em / 2, ty: middle))
          // The icon fonts have one weight; heavier text thickens the glyph by an outline, about
          // the stroke SF Symbols gain from Regular to the font's weight (0.7 pt at 17 pt Bold).
          let thickening = pointSize * scale.factor * SymbolMetrics.strokeGainPerWeight * CGFloat(max(font.weight - 400, 0)) / 100
          let art = SymbolArt(
            layers: [.init(path: path, level: 0)], capHeight: capHeight, advance: nil, sideBearing: sideBearing + thickening / 2)
          return [filledSymbol(art, detail: "symbol \"\(name)\" stand-in", thickening: thickening, in: context)]
        }
      } catch {
        if context.session.symbolFailure == nil { context.session.symbolFailure = error }
      }
    }

    SymbolArtwork.reportPlaceholder(name)
    let side = pointSize * scale.factor
    // Heavier weights draw a heavier outline, as a heavier symbol would be.
    let lineWidth = max(1, side * (0.05 + 0.01 * CGFloat(font.weight - 400) / 100))
    let square = Path(CGRect(x: 0, y: -capHeight / 2 - side / 2, width: side, height: side))
    let art = SymbolArt(layers: [.init(path: square, level: 0)], capHeight: capHeight, advance: nil, sideBearing: sideBearing)
    let frame = art.layers[0].path.boundingRect
    let outline = Path(roundedRect: frame.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), cornerRadius: side * 0.22)
    let drawing = ShapeDrawing(
      outline: SymbolLayerShape(path: outline, naturalSize: art.size), paint: environment.foregroundPaint,
      mode: .stroke(StrokeStyle(lineWidth: lineWidth)))
    let shape = LayoutNode(rule: ResizableImageLayout(naturalSize: art.size), role: .shape(drawing), name: "Image", context: context)
    return [symbolNode(art, detail: "symbol \"\(name)\" placeholder", children: [shape], context: context)]
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
