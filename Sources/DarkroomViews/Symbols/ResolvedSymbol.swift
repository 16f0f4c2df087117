import Foundation

/// Where an SF Symbol's drawing comes from at one font and image scale, best first: artwork
/// registered for its name, a template from the SF Symbols app, a stand-in glyph, or a
/// rounded-square placeholder. An `Image(systemName:)` view and a symbol set inside a `Text`
/// both draw what this resolves.
enum ResolvedSymbol {
  /// Registered artwork, stretched over `art`'s frame.
  case artwork(ImageSource, SymbolArt)
  /// Filled layers; `thickening` outlines each by that width for weights a glyph lacks.
  case layers(SymbolArt, detail: String, thickening: CGFloat)
  /// The outline of a rounded square, stroked `lineWidth` wide.
  case placeholder(SymbolArt, outline: Path, lineWidth: CGFloat)

  var art: SymbolArt {
    switch self {
    case .artwork(_, let art), .layers(let art, _, _), .placeholder(let art, _, _): art
    }
  }

  /// Resolves `name` at `font` and `scale`; a template that cannot be read is passed to
  /// `failure` and the next source is tried.
  static func resolve(_ name: String, font: ResolvedFont, scale: Image.Scale, failure: (any Error) -> Void) -> ResolvedSymbol {
    let pointSize = font.size.isFinite && font.size > 0 ? font.size : 17
    let capHeight = pointSize * SymbolMetrics.capHeightOfEm
    let sideBearing = pointSize * SymbolMetrics.sideBearingOfEm

    if let artwork = SymbolArtwork.registered.withLock({ $0[name] }) {
      let side = pointSize * scale.factor
      let square = Path(CGRect(x: 0, y: -capHeight / 2 - side / 2, width: side, height: side))
      let art = SymbolArt(layers: [.init(path: square, level: 0)], capHeight: capHeight, advance: 0...side, sideBearing: 0)
      return .artwork(artwork, art)
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
        return .layers(art, detail: "symbol \"\(name)\" template \(weightName)-\(scaleName)", thickening: 0)
      }
    } catch {
      failure(error)
    }

    if let glyph = StandInGlyph.table[name] {
      do {
        if let outline = try glyph.outline() {
          SymbolArtwork.reportStandIn(name)
          let em = pointSize * scale.factor / StandInGlyph.liveAreaOfEm
          let path = outline.applying(AffineMap(a: em, d: em, tx: -em / 2, ty: -capHeight / 2))
          // The icon fonts have one weight; heavier text thickens the glyph by an outline, about
          // the stroke SF Symbols gain from Regular to the font's weight (0.7 pt at 17 pt Bold).
          let thickening = pointSize * scale.factor * SymbolMetrics.strokeGainPerWeight * CGFloat(max(font.weight - 400, 0)) / 100
          let art = SymbolArt(
            layers: [.init(path: path, level: 0)], capHeight: capHeight, advance: nil, sideBearing: sideBearing + thickening / 2)
          return .layers(art, detail: "symbol \"\(name)\" stand-in", thickening: thickening)
        }
      } catch {
        failure(error)
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
    return .placeholder(art, outline: outline, lineWidth: lineWidth)
  }
}
