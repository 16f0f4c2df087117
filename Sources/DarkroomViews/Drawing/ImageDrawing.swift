import CPangoCairo

extension Painter {
  /// Draws a bitmap stretched over the node's frame; a template image fills its alpha with
  /// the foreground paint instead.
  func drawImage(_ image: ImageDrawing, in node: LayoutNode) {
    drawImage(image, inFrame: node.pixelFrame)
  }

  /// Draws a bitmap stretched over `frame`, in the canvas's points.
  func drawImage(_ image: ImageDrawing, inFrame frame: CGRect) {
    let bitmap = image.source.bitmap
    // A bitmap whose bytes were changed to another count, or too large for cairo, draws
    // nothing (`Bitmap.validate()` says why) instead of being read past its end.
    guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= RenderError.maximumSide,
      bitmap.height <= RenderError.maximumSide, bitmap.bytes.count == bitmap.width * bitmap.height * 4,
      frame.width > 0, frame.height > 0
    else { return }
    let pixels = image.source.premultipliedBGRA
    pixels.withUnsafeBytes { buffer in
      // cairo only reads a surface used as a source, so the shared pixels are not copied.
      let surface = cairo_image_surface_create_for_data(
        UnsafeMutablePointer(mutating: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)), CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
        Int32(bitmap.height), Int32(bitmap.width * 4))
      defer { cairo_surface_destroy(surface) }
      cairo_save(cairo)
      cairo_rectangle(cairo, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
      cairo_clip(cairo)
      let pattern = cairo_pattern_create_for_surface(surface)!
      defer { cairo_pattern_destroy(pattern) }
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, image.interpolation.cairoFilter)
      // The pattern's matrix maps points to the bitmap's pixels.
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, Double(bitmap.width) / Double(frame.width), Double(bitmap.height) / Double(frame.height))
      cairo_matrix_translate(&matrix, -Double(frame.minX), -Double(frame.minY))
      cairo_pattern_set_matrix(pattern, &matrix)
      if let template = image.templatePaint {
        setSource(template, in: frame, mirrored: false)
        cairo_mask(cairo, pattern)
      } else {
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
      }
      cairo_restore(cairo)
    }
  }
}

extension Image.Interpolation {
  var cairoFilter: cairo_filter_t {
    switch self {
    case .none: CAIRO_FILTER_NEAREST
    case .low: CAIRO_FILTER_FAST
    case .medium: CAIRO_FILTER_GOOD
    case .high: CAIRO_FILTER_BEST
    }
  }
}
