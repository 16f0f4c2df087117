import CPangoCairo

extension Painter {
  /// Draws the children through a projective transform. Without perspective that is cairo's
  /// own affine drawing, exactly as `transformEffect` draws; with it, the children are drawn
  /// into a layer whose pixels are projected onto the canvas, as iOS renders a layer with a
  /// perspective transform. A transform that folds the view onto a line, or that is not
  /// finite, draws nothing.
  func drawProjected(_ projection: ViewProjection, _ node: LayoutNode) {
    let transform = projection.transform(in: node.pixelFrame)
    guard transform.entries.allSatisfy(\.isFinite) else { return }
    if transform.isAffine {
      let map = AffineMap(
        a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.m31, ty: transform.m32)
      return drawThrough(map, node)
    }
    guard let content = contentBounds(of: node),
      let warp = ProjectiveWarp(transform: transform, scale: scale)
    else { return }
    // Where the projected layer can land: its corners' box, or the clip when part of the
    // layer is behind the eye and its image has no edge.
    let clip = clipBounds
    let reach = (transform.boundingBox(of: content) ?? clip).intersection(clip)
    guard let source = renderLayer(of: node, covering: content), let sourcePixels = source.pixels,
      let destination = RenderedLayer(covering: reach, scale: scale), let destinationPixels = destination.pixels
    else { return }
    warp.draw(sourcePixels, into: destinationPixels)
    paint(destination)
  }

  /// Draws the children through an affine map of the canvas; nothing when it collapses.
  func drawThrough(_ map: AffineMap, _ node: LayoutNode) {
    guard map.isDrawable else { return }
    cairo_save(cairo)
    var matrix = cairo_matrix_t(
      xx: Double(map.a), yx: Double(map.b), xy: Double(map.c), yy: Double(map.d), x0: Double(map.tx), y0: Double(map.ty))
    cairo_transform(cairo, &matrix)
    drawChildren(of: node)
    cairo_restore(cairo)
  }
}

extension LayoutNode {
  /// What a projected node's children can touch, once projected: the clip's business when
  /// part of them falls behind the eye.
  func projectedBounds(_ projection: ViewProjection, of inside: CGRect) -> CGRect {
    let transform = projection.transform(in: pixelFrame)
    guard transform.entries.allSatisfy(\.isFinite) else { return .null }
    let limit = CGFloat(RenderError.maximumSide)
    return transform.boundingBox(of: inside) ?? CGRect(x: -limit, y: -limit, width: 3 * limit, height: 3 * limit)
  }
}
