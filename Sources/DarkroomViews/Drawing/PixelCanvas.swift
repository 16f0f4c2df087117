import CPangoCairo

/// A cairo image surface drawn at device scale: one unit of drawing is one point.
package final class PixelCanvas {
  package let surface: OpaquePointer
  package let cairo: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int
  let scale: CGFloat

  /// A transparent canvas of `pixelWidth` × `pixelHeight` pixels with `scale` pixels per
  /// point; `format` is ARGB32 for colour or A8 for a mask.
  ///
  /// - Throws: ``RenderError/surfaceUnavailable(pixelWidth:pixelHeight:reason:)`` when cairo
  ///   cannot make the surface (too large, out of memory).
  package convenience init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws(RenderError) {
    try PixelCanvas.checkSide(pixelWidth, pixelHeight)
    let surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight))
    try self.init(surface: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
  }

  /// A canvas over memory the caller owns and keeps alive, its rows `bytesPerRow` apart
  /// (by default the stride cairo prefers); its pixels are undefined until ``fill(with:)``
  /// covers them.
  package convenience init(
    pixelWidth: Int, pixelHeight: Int, scale: CGFloat, memory: UnsafeMutableRawPointer, bytesPerRow: Int? = nil
  ) throws(RenderError) {
    try PixelCanvas.checkSide(pixelWidth, pixelHeight)
    let surface = cairo_image_surface_create_for_data(
      memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight),
      Int32(clamping: bytesPerRow ?? PixelCanvas.bytesPerRow(width: pixelWidth)))
    try self.init(surface: surface, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
  }

  private init(surface: OpaquePointer?, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) throws(RenderError) {
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      let reason = surface.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface"
      if let surface { cairo_surface_destroy(surface) }
      throw .surfaceUnavailable(pixelWidth: pixelWidth, pixelHeight: pixelHeight, reason: reason)
    }
    self.surface = surface
    cairo = cairo_create(surface)
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    cairo_scale(cairo, Double(scale), Double(scale))
  }

  private static func checkSide(_ width: Int, _ height: Int) throws(RenderError) {
    guard width >= 0, height >= 0, width <= RenderError.maximumSide, height <= RenderError.maximumSide else {
      throw .canvasTooLarge(pixelWidth: Double(width), pixelHeight: Double(height))
    }
  }

  /// The row stride cairo wants for an ARGB32 canvas.
  static func bytesPerRow(width: Int) -> Int {
    Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// Covers the whole canvas with one colour.
  func fill(with color: RGBA) {
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// Covers the canvas with one colour, but for the whole pixels inside the rectangle of
  /// `size` points at the top left. A pixel the rectangle only partly covers is filled too, so
  /// that drawing over the rectangle's edge finds the colour there.
  func fill(with color: RGBA, outside size: CGSize) {
    let keptWidth = max(0, min(pixelWidth, Int((Double(size.width) * Double(scale)).rounded(.down))))
    let keptHeight = max(0, min(pixelHeight, Int((Double(size.height) * Double(scale)).rounded(.down))))
    cairo_save(cairo)
    cairo_identity_matrix(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    cairo_rectangle(cairo, Double(keptWidth), 0, Double(pixelWidth - keptWidth), Double(pixelHeight))
    cairo_rectangle(cairo, 0, Double(keptHeight), Double(keptWidth), Double(pixelHeight - keptHeight))
    cairo_fill(cairo)
    cairo_restore(cairo)
  }

  /// Draws `content` inside the rectangle of `size` points at the top left, on `background`,
  /// and composites the result over `base`, as a render of its own would be composited. An
  /// opaque background covers the place, so the content is drawn straight onto the canvas;
  /// any other is drawn in a group of its own first.
  func composite(within size: CGSize, background: RGBA, over base: RGBA, _ content: () -> Void) {
    cairo_save(cairo)
    cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
    cairo_clip(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    let opaque = background.alpha >= 1
    if !opaque {
      cairo_set_source_rgba(cairo, base.red, base.green, base.blue, base.alpha)
      cairo_paint(cairo)
      cairo_push_group(cairo)
    }
    cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    content()
    if !opaque {
      // Popping the group restores the state from before it, SOURCE among it.
      cairo_pop_group_to_source(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
      cairo_paint(cairo)
    }
    cairo_restore(cairo)
  }

  /// The pixels as a straight-alpha RGBA bitmap.
  func makeBitmap() -> Bitmap {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      return Bitmap(width: pixelWidth, height: pixelHeight, scale: Double(scale))
    }
    return Bitmap.fromCairo(
      data, width: pixelWidth, height: pixelHeight, bytesPerRow: Int(cairo_image_surface_get_stride(surface)), scale: scale)
  }

  /// The pixels a length of `points` touches, rounded up; never negative.
  package static func wholePixels(_ points: CGFloat, scale: CGFloat) -> Int {
    max(0, Int(saturating: (Double(points) * Double(scale)).rounded(.up)))
  }
}
