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
      return drawThrough(transform.affinePart, node)
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

extension ProjectionTransform {
  /// The first two columns: the whole transform when it is affine.
  var affinePart: AffineMap { AffineMap(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

extension ViewProjection {
  /// An affine map standing in for the projection where only boxes matter (where drawn
  /// text ends up): the projection itself when it is affine, else the map that takes the
  /// frame onto the box of its projected corners; `nil` when nothing is drawn or the frame
  /// reaches behind the eye.
  func boxMap(in frame: CGRect) -> AffineMap? {
    let transform = transform(in: frame)
    guard transform.entries.allSatisfy(\.isFinite) else { return nil }
    if transform.isAffine { return transform.affinePart }
    guard frame.width > 0, frame.height > 0, let box = transform.boundingBox(of: frame) else { return nil }
    let sx = box.width / frame.width, sy = box.height / frame.height
    return AffineMap(a: sx, d: sy, tx: box.minX - frame.minX * sx, ty: box.minY - frame.minY * sy)
  }
}
