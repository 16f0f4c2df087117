import Foundation

/// A symbol's drawing sized for one font, ready to lay out: layers in points in the
/// symbol's frame, the frame's natural size, and where the text baseline crosses it.
///
/// The frame follows SF Symbols' alignment with text: the ink is centred on the middle of
/// the cap height (so a symbol and a `Text` centred in a stack line up as they do on iOS),
/// the frame reaches as far above that middle as below it and at least spans the cap
/// height, and it is as wide as the symbol's advance (the template's margins, or the ink
/// with a small side bearing).
struct SymbolArt {
  let layers: [SymbolTemplate.Layer]
  let size: CGSize
  /// The text baseline's distance from the frame's top.
  let baseline: CGFloat

  /// Lays out `layers` given in points with the text baseline at y = 0; `advance` is the
  /// x range of the frame when known.
  init(layers: [SymbolTemplate.Layer], capHeight: CGFloat, advance: ClosedRange<CGFloat>?, sideBearing: CGFloat) {
    let ink = layers.reduce(CGRect.null) { $0.union($1.path.boundingRect) }
    let inkBox = ink.isNull || !ink.minX.isFinite ? CGRect(x: 0, y: -capHeight, width: capHeight, height: capHeight) : ink
    let middle = -capHeight / 2
    let half = max(middle - inkBox.minY, inkBox.maxY - middle, capHeight / 2)
    let top = middle - half
    let left = advance?.lowerBound ?? (inkBox.minX - sideBearing)
    let right = advance?.upperBound ?? (inkBox.maxX + sideBearing)
    self.layers = layers.map { SymbolTemplate.Layer(path: $0.path.offsetBy(dx: -left, dy: -top), level: $0.level) }
    size = CGSize(width: max(right - left, 0), height: 2 * half)
    baseline = -top
  }
}

/// One layer of a symbol, scaled from the symbol's natural frame to the frame it is given.
struct SymbolLayerShape: Shape {
  let path: Path
  let naturalSize: CGSize

  func path(in rect: CGRect) -> Path {
    let sx = naturalSize.width > 0 ? rect.width / naturalSize.width : 1
    let sy = naturalSize.height > 0 ? rect.height / naturalSize.height : 1
    return path.applying(AffineMap(a: sx, d: sy, tx: rect.minX, ty: rect.minY))
  }
}

/// A symbol's frame: its natural size (or the proposal, when resizable), its layers drawn
/// over the whole frame, and text baselines where the symbol's baseline is.
struct SymbolLayout: LayoutRule {
  let naturalSize: CGSize
  let baseline: CGFloat
  let isResizable: Bool

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    for child in children { child.place(at: .zero, proposal: ProposedViewSize(size)) }
  }

  var ownExplicitGuides: Set<AlignmentKey> {
    [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key]
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize)
    -> CGFloat?
  {
    guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
      return nil
    }
    return naturalSize.height > 0 ? baseline * size.height / naturalSize.height : baseline
  }
}
