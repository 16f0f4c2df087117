/// Reads every drawn text out of a laid-out tree, in drawing order, with the clips, boxes and
/// transforms of its ancestors applied.
enum RenderedTextCollector {
  /// What a node's ancestors impose on it.
  private struct Inherited {
    /// The ancestors' rotations and scales, innermost first; `nil` when there are none.
    var map: AffineMap?
    /// Everything the clipping ancestors let through, in canvas coordinates.
    var clip: CGRect
    /// What the scroll views' viewports and the canvas let through.
    var viewport: CGRect
    var container: CGRect?
    var isInListRow = false
  }

  static func texts(in laidOut: LaidOutView) -> [RenderedText] {
    let canvas = CGRect(origin: .zero, size: laidOut.canvasSize)
    var found: [RenderedText] = []
    visit(laidOut.root, Inherited(clip: canvas, viewport: canvas), strings: laidOut.strings, into: &found)
    return found
  }

  private static func visit(_ node: LayoutNode, _ inherited: Inherited, strings: RenderStrings, into found: inout [RenderedText]) {
    guard !node.isHidden else { return }
    let frame = inherited.map.map { $0.boundingBox(of: node.frame) } ?? node.frame
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
    var inner = inherited
    var children = node.childrenInDrawingOrder
    switch node.role {
    case .text(let measurer):
      if let text = rendered(measurer, frame: frame, inherited, strings: strings) { found.append(text) }
      return
    case .effect(.opacity(let opacity)) where opacity <= 0:
      return
    case .effect(.clip):
      inner.clip = inner.clip.intersection(frame)
      if node.children.first?.name == "ScrollView" { inner.viewport = inner.viewport.intersection(frame) }
    case .effect(.transform(let transform)):
      let map = transform.map(in: node.pixelFrame)
      guard map.isDrawable else { return }
      inner.map = inherited.map.map { map.then($0) } ?? map
    case .effect(.projection(let projection)):
      guard let map = projection.boxMap(in: node.pixelFrame), map.isDrawable else { return }
      inner.map = inherited.map.map { map.then($0) } ?? map
    case .effect(.mask):
      // The second child only shapes the first; it is never seen.
      children = Array(node.children.prefix(1))
    default:
      break
    }
    if let box = boxFrame(of: node, frame: frame) { inner.container = box }
    if node.accessibility?.isListRow == true { inner.isInListRow = true }
    for child in children {
      var passed = inner
      // A background's own layer sits in the box, not inside it.
      if isLayer(child, of: node) { passed.container = inherited.container }
      visit(child, passed, strings: strings, into: &found)
    }
  }

  /// The frame of a node that marks out a box for its content, if it is one.
  private static func boxFrame(of node: LayoutNode, frame: CGRect) -> CGRect? {
    if let fixed = node.rule as? FrameLayout, fixed.width != nil || fixed.height != nil { return frame }
    if node.name == "background" || node.name == "overlay", let layer = layer(of: node), drawsShape(layer) {
      return frame
    }
    return nil
  }

  private static func layer(of node: LayoutNode) -> LayoutNode? {
    guard node.children.count == 2 else { return nil }
    return node.name == "background" ? node.children[0] : node.children[1]
  }

  private static func isLayer(_ child: LayoutNode, of node: LayoutNode) -> Bool {
    guard node.name == "background" || node.name == "overlay", let layer = layer(of: node) else { return false }
    return layer === child
  }

  private static func drawsShape(_ node: LayoutNode) -> Bool {
    if node.isHidden { return false }
    if case .shape = node.role { return true }
    return node.children.contains(where: drawsShape)
  }

  private static func rendered(
    _ measurer: TextMeasurer, frame: CGRect, _ inherited: Inherited, strings: RenderStrings
  ) -> RenderedText? {
    guard let source = measurer.source, !source.drawn.isEmpty else { return nil }
    var key = source.key
    var table = source.table
    var origin = source.origin
    if origin == .verbatim, let produced = strings.origin(of: source.resolved) {
      origin = .localizedString
      key = produced.key
      table = produced.table
    }
    let placed = measurer.placed
    return RenderedText(
      text: source.drawn, key: key, table: table, origin: origin, frame: frame,
      visibleFrame: visible(frame.intersection(inherited.clip)),
      viewportFrame: visible(frame.intersection(inherited.viewport)), containerFrame: inherited.container,
      isTruncated: placed.map { $0.isTruncated || $0.dropsLines } ?? false,
      fittingSize: measurer.size(for: .unspecified), pointSize: measurer.text.primaryFont.size,
      isBold: measurer.text.primaryFont.weight >= 700, scalesWithDynamicType: !measurer.text.hasFixedSize,
      isInListRow: inherited.isInListRow)
  }

  private static func visible(_ rect: CGRect) -> CGRect {
    rect.isNull || rect.width <= 0 || rect.height <= 0 ? .zero : rect
  }
}

extension ImageRenderer {
  /// Every text the view draws, in drawing order: its characters, the key they came from,
  /// where it sits and how much of it shows, and whether it was cut.
  ///
  /// ```swift
  /// let renderer = ImageRenderer(content: SettingsScreen())
  /// renderer.environment.locale = Locale(identifier: "de_DE")
  /// let texts = try renderer.renderedTexts()
  /// #expect(!texts.contains(where: \.isTruncated))
  /// ```
  ///
  /// - Throws: ``MissingModelError`` when a view reads a model that no view above it provides.
  public func renderedTexts() throws -> [RenderedText] {
    try RenderLayout.withLayout(content, request) { RenderedTextCollector.texts(in: $0) }
  }
}
