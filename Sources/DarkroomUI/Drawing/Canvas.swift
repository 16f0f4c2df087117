import CPangoCairo

/// A cairo image surface drawn at device scale: one unit of drawing is one point.
final class Canvas {
  let surface: OpaquePointer
  let cairo: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int
  let scale: CGFloat

  /// A transparent canvas of `pixelWidth` × `pixelHeight` pixels with `scale` pixels per
  /// point; `format` is ARGB32 for colour or A8 for a mask.
  init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, format: cairo_format_t = CAIRO_FORMAT_ARGB32) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight))
    cairo = cairo_create(surface)
    cairo_scale(cairo, Double(scale), Double(scale))
  }

  /// A canvas over memory the caller owns and keeps alive; its pixels are undefined until
  /// ``fill(with:)`` covers them.
  init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, memory: UnsafeMutableRawPointer) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    surface = cairo_image_surface_create_for_data(
      memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight),
      Int32(Canvas.bytesPerRow(width: pixelWidth)))
    cairo = cairo_create(surface)
    cairo_scale(cairo, Double(scale), Double(scale))
  }

  /// The row stride cairo wants for an ARGB32 canvas.
  static func bytesPerRow(width: Int) -> Int {
    Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
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

  /// The pixels as a straight-alpha RGBA bitmap.
  func makeBitmap() -> Bitmap {
    cairo_surface_flush(surface)
    return Bitmap.fromCairo(
      cairo_image_surface_get_data(surface)!, width: pixelWidth, height: pixelHeight,
      bytesPerRow: Int(cairo_image_surface_get_stride(surface)), scale: scale)
  }
}
