import CPangoCairo

extension Painter {
  /// Draws a node's subtree into a mask, blurs it, and paints the shadow colour through it
  /// at the shadow's offset.
  ///
  /// A wide blur loses no detail when it is computed at a lower resolution, so the mask is
  /// drawn and blurred with fewer pixels (down to one per point), then scaled back up.
  func drawShadow(_ shadow: DropShadow, of node: LayoutNode) {
    guard shadow.color.alpha > 0, shadow.radius.isFinite, shadow.offset.width.isFinite, shadow.offset.height.isFinite
    else { return }
    var contentBounds = CGRect.null
    for child in node.children where !child.isHidden {
      contentBounds = contentBounds.union(child.visibleBounds)
    }
    guard !contentBounds.isNull, contentBounds.width > 0, contentBounds.height > 0, contentBounds.width.isFinite,
      contentBounds.height.isFinite, contentBounds.minX.isFinite, contentBounds.minY.isFinite
    else { return }
    // A Gaussian of standard deviation radius / 2 reaches about three deviations.
    let sigma = shadow.radius / 2 * scale
    let reduction = min(scale.rounded(.down), max(1, (sigma / 4).rounded(.down)))
    let maskScale = scale / reduction
    let maskSigma = sigma / reduction
    // Shadows of content far off the canvas, or of absurd sizes, are not drawn.
    let limit = Double(RenderError.maximumSide)
    let extent = [maskSigma * 3, contentBounds.minX * maskScale, contentBounds.minY * maskScale,
                  contentBounds.maxX * maskScale, contentBounds.maxY * maskScale]
    guard extent.allSatisfy({ $0.isFinite && abs($0) < 4 * limit }) else { return }
    let margin = Int((maskSigma * 3).rounded(.up)) + 1
    let left = Int((contentBounds.minX * maskScale).rounded(.down)) - margin
    let top = Int((contentBounds.minY * maskScale).rounded(.down)) - margin
    let width = Int((contentBounds.maxX * maskScale).rounded(.up)) + margin - left
    let height = Int((contentBounds.maxY * maskScale).rounded(.up)) + margin - top
    guard width > 0, height > 0, width * height < 64_000_000,
      let mask = try? PixelCanvas(pixelWidth: width, pixelHeight: height, scale: 1, format: CAIRO_FORMAT_A8),
      let maskData = cairo_image_surface_get_data(mask.surface)
    else { return }
    cairo_translate(mask.cairo, Double(-left), Double(-top))
    cairo_scale(mask.cairo, Double(maskScale), Double(maskScale))
    let maskPainter = Painter(cairo: mask.cairo, scale: maskScale)
    for child in node.childrenInDrawingOrder {
      maskPainter.draw(child)
    }
    cairo_surface_flush(mask.surface)
    BoxBlur.blur(
      maskData, width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(mask.surface)), sigma: Double(maskSigma))
    cairo_surface_mark_dirty(mask.surface)

    // Painting through a mask that needs scaling is cairo's slow path; scaled up here first,
    // the mask is painted pixel for pixel.
    let factor = Int(reduction)
    let fullSize = factor > 1 ? MaskScaling.upscale(mask.surface, by: factor) : nil
    defer { if let fullSize { cairo_surface_destroy(fullSize) } }
    cairo_save(cairo)
    // From points to device pixels, keeping any translation an enclosing mask added.
    cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
    cairo_set_source_rgba(cairo, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
    cairo_mask_surface(
      cairo, fullSize ?? mask.surface, Double(left * factor) + Double((shadow.offset.width * scale).rounded()),
      Double(top * factor) + Double((shadow.offset.height * scale).rounded()))
    cairo_restore(cairo)
  }
}
