import CPangoCairo

/// A node's children drawn on their own into pixels on the canvas's pixel grid, for the
/// effects that work on a layer's pixels (a blur, a perspective projection).
struct RenderedLayer {
  let canvas: PixelCanvas
  /// The canvas pixel the layer's top-left pixel sits on.
  let left: Int
  let top: Int

  /// The most pixels a layer may have; a larger one is not drawn.
  static let maximumPixels = 32_000_000

  /// The pixels of the canvas's pixel grid covering `rect` (points): `nil` when it is empty,
  /// not finite or too large.
  static func pixelBounds(of rect: CGRect, scale: CGFloat) -> (left: Int, top: Int, width: Int, height: Int)? {
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
    let edges = [rect.minX * scale, rect.minY * scale, rect.maxX * scale, rect.maxY * scale]
    let limit = 4 * Double(RenderError.maximumSide)
    guard edges.allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
    let left = Int(edges[0].rounded(.down)), top = Int(edges[1].rounded(.down))
    let width = Int(edges[2].rounded(.up)) - left, height = Int(edges[3].rounded(.up)) - top
    guard width > 0, height > 0, width <= RenderError.maximumSide, height <= RenderError.maximumSide,
      width * height <= maximumPixels
    else { return nil }
    return (left, top, width, height)
  }

  /// An empty layer covering `rect`, or `nil` when it cannot be made.
  init?(covering rect: CGRect, scale: CGFloat) {
    guard let bounds = RenderedLayer.pixelBounds(of: rect, scale: scale),
      let canvas = try? PixelCanvas(pixelWidth: bounds.width, pixelHeight: bounds.height, scale: 1)
    else { return nil }
    self.canvas = canvas
    left = bounds.left
    top = bounds.top
    cairo_translate(canvas.cairo, Double(-left), Double(-top))
    cairo_scale(canvas.cairo, Double(scale), Double(scale))
  }

  /// The layer's pixels, for reading or changing in place; call `canvas` drawing first.
  var pixels: LayerPixels? {
    cairo_surface_flush(canvas.surface)
    guard let data = cairo_image_surface_get_data(canvas.surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    return LayerPixels(
      pixels: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), width: canvas.pixelWidth,
      height: canvas.pixelHeight, rowLength: stride / 4, left: left, top: top)
  }
}

extension Painter {
  /// The union of what a node's visible children can touch, or `nil` when that is nothing.
  func contentBounds(of node: LayoutNode) -> CGRect? {
    var bounds = CGRect.null
    for child in node.children where !child.isHidden {
      bounds = bounds.union(child.visibleBounds)
    }
    return bounds.isNull ? nil : bounds
  }

  /// The node's children drawn into a layer covering `rect`.
  func renderLayer(of node: LayoutNode, covering rect: CGRect) -> RenderedLayer? {
    guard let layer = RenderedLayer(covering: rect, scale: scale) else { return nil }
    let painter = Painter(cairo: layer.canvas.cairo, scale: scale)
    painter.drawChildren(of: node)
    return layer
  }

  /// Paints a layer's pixels where they belong on the canvas.
  func paint(_ layer: RenderedLayer) {
    cairo_surface_mark_dirty(layer.canvas.surface)
    cairo_save(cairo)
    cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
    cairo_set_source_surface(cairo, layer.canvas.surface, Double(layer.left), Double(layer.top))
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The part of the canvas drawing can reach now, in points.
  var clipBounds: CGRect {
    var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
    cairo_clip_extents(cairo, &left, &top, &right, &bottom)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}

/// Pixels of one layer, premultiplied ARGB, and where its top-left pixel sits on the
/// canvas's pixel grid.
struct LayerPixels {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  let height: Int
  /// Pixels per row (the stride in bytes over 4).
  let rowLength: Int
  let left: Int
  let top: Int
}
