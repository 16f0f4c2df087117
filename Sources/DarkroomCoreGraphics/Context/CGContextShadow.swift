import CPangoCairo
import DarkroomViews

extension CGContext {
  /// Draws the shadow of one drawing operation: `mark` draws the operation's shape, in
  /// opaque black, on a mask with this context's transform; the mask is blurred and the
  /// shadow colour painted through it at the shadow's offset, which is in the base user space
  /// (points), unturned by the transform, as in Core Graphics.
  func drawShadow(_ mark: (OpaquePointer) -> Void) {
    guard let shadow = state.shadow, let cairo = drawable else { return }
    let color = shadow.color.clampedComponents(alpha: state.alpha)
    let dx = Double(shadow.offset.width * baseScale), dy = Double(shadow.offset.height * baseScale)
    let sigma = Double(shadow.blur * baseScale) / 2
    guard color.3 > 0, dx.isFinite, dy.isFinite, sigma.isFinite, abs(dx) < 1e6, abs(dy) < 1e6, sigma < 1e4 else { return }
    // The mask covers what can land inside the clip: the clip moved back by the offset and
    // widened by the blur's reach (three deviations).
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
    cairo_restore(cairo)
    let reach = (sigma * 3).rounded(.up) + 1
    let left = Int(saturating: (x1 - dx - reach).rounded(.down)), top = Int(saturating: (y1 - dy - reach).rounded(.down))
    let width = Int(saturating: (x2 - dx + reach).rounded(.up)) - left, height = Int(saturating: (y2 - dy + reach).rounded(.up)) - top
    guard width > 0, height > 0, width <= RenderError.maximumSide, height <= RenderError.maximumSide, width * height <= 1 << 24,
      let mask = try? PixelCanvas(pixelWidth: width, pixelHeight: height, scale: 1, format: CAIRO_FORMAT_A8),
      let maskData = cairo_image_surface_get_data(mask.surface)
    else { return }
    cairo_translate(mask.cairo, Double(-left), Double(-top))
    cairo_transform(mask.cairo, &matrix)
    cairo_set_source_rgba(mask.cairo, 0, 0, 0, 1)
    mark(mask.cairo)
    cairo_surface_flush(mask.surface)
    if sigma > 0.1 {
      BoxBlur.blur(maskData, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask.surface)), sigma: sigma)
    }
    cairo_surface_mark_dirty(mask.surface)
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_source_rgba(cairo, color.0, color.1, color.2, color.3)
    cairo_set_operator(cairo, state.blendMode.cairoOperator)
    cairo_mask_surface(cairo, mask.surface, Double(left) + dx, Double(top) + dy)
    cairo_restore(cairo)
  }
}
