import CPangoCairo
import DarkroomViews

extension CGContext {
  /// Fills the current path with the fill colour, and empties it.
  ///
  /// ```swift
  /// context.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
  /// context.fillPath(using: .evenOdd)
  /// ```
  public func fillPath(using rule: CGPathFillRule = .winding) {
    paintPath(fill: rule, stroke: false)
  }

  /// Strokes the current path with the stroke colour and line, and empties it.
  public func strokePath() {
    paintPath(fill: nil, stroke: true)
  }

  /// Fills, strokes or both the current path, and empties it.
  ///
  /// ```swift
  /// context.addRect(rect)
  /// context.drawPath(using: .fillStroke)
  /// ```
  public func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: paintPath(fill: .winding, stroke: false)
    case .eoFill: paintPath(fill: .evenOdd, stroke: false)
    case .stroke: paintPath(fill: nil, stroke: true)
    case .fillStroke: paintPath(fill: .winding, stroke: true)
    case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
    }
  }

  /// Fills `rect` with the fill colour; the current path is emptied.
  ///
  /// ```swift
  /// context.setFillColor(UIColor.red.cgColor)
  /// context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// ```
  public func fill(_ rect: CGRect) {
    fill([rect])
  }

  /// Fills each rectangle with the fill colour.
  public func fill(_ rects: [CGRect]) {
    beginPath()
    addRects(rects)
    paintPath(fill: .winding, stroke: false)
  }

  /// Strokes the outline of `rect` with the stroke colour and line.
  public func stroke(_ rect: CGRect) {
    beginPath()
    addRect(rect)
    paintPath(fill: nil, stroke: true)
  }

  /// Strokes the outline of `rect` with a line `width` wide; the line width set stays.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let kept = state.lineWidth
    setLineWidth(width)
    stroke(rect)
    state.lineWidth = kept
  }

  /// Fills the ellipse inside `rect` with the fill colour.
  public func fillEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    paintPath(fill: .winding, stroke: false)
  }

  /// Strokes the ellipse inside `rect` with the stroke colour and line.
  public func strokeEllipse(in rect: CGRect) {
    beginPath()
    addEllipse(in: rect)
    paintPath(fill: nil, stroke: true)
  }

  /// Strokes the lines between pairs of points: the first to the second, the third to the
  /// fourth, and so on.
  public func strokeLineSegments(between points: [CGPoint]) {
    beginPath()
    var index = 0
    while index + 1 < points.count {
      move(to: points[index])
      addLine(to: points[index + 1])
      index += 2
    }
    paintPath(fill: nil, stroke: true)
  }

  /// Makes the pixels of `rect` transparent, whatever the blend mode; the path stays.
  ///
  /// ```swift
  /// context.clear(CGRect(origin: .zero, size: size))
  /// ```
  public func clear(_ rect: CGRect) {
    guard rect.isFinite, let cairo = drawable else { return }
    preservingPath(cairo) {
      cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
      cairo_fill(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }
    didDraw()
  }

  // MARK: Clipping

  /// Limits drawing from now on to the inside of the current path, and empties it.
  ///
  /// ```swift
  /// context.addEllipse(in: avatarRect)
  /// context.clip()
  /// context.draw(photo, in: avatarRect)
  /// ```
  public func clip(using rule: CGPathFillRule = .winding) {
    guard let cairo = drawable else { return }
    cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
  }

  /// Limits drawing from now on to `rect`; the current path stays.
  public func clip(to rect: CGRect) {
    clip(to: [rect])
  }

  /// Limits drawing from now on to the union of `rects`.
  public func clip(to rects: [CGRect]) {
    guard let cairo = drawable else { return }
    preservingPath(cairo) {
      for rect in rects where rect.isFinite {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
      }
      cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cairo)
    }
  }

  /// Removes the clip, for a context this context made; a canvas's context keeps the
  /// canvas's bounds.
  public func resetClip() {
    guard let cairo, ownedSurface != nil else { return }
    cairo_reset_clip(cairo)
  }

  /// The smallest rectangle holding the clip, in user space.
  public var boundingBoxOfClipPath: CGRect {
    guard let cairo = drawable else { return .null }
    var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
    cairo_clip_extents(cairo, &left, &top, &right, &bottom)
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  // MARK: Gradients and images

  /// Fills the clip with `gradient` along the line from `start` to `end`.
  ///
  /// ```swift
  /// context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
  /// ```
  public func drawLinearGradient(
    _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard startPoint.isFinite, endPoint.isFinite, startPoint != endPoint,
      let pattern = cairo_pattern_create_linear(Double(startPoint.x), Double(startPoint.y), Double(endPoint.x), Double(endPoint.y))
    else { return }
    paintGradient(gradient, pattern: pattern, options: options)
  }

  /// Fills the clip with `gradient` from the start circle to the end circle.
  ///
  /// ```swift
  /// context.drawRadialGradient(
  ///   gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 40, options: .drawsAfterEndLocation)
  /// ```
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
    options: CGGradientDrawingOptions
  ) {
    guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0,
      startRadius != endRadius || startCenter != endCenter,
      let pattern = cairo_pattern_create_radial(
        Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x), Double(endCenter.y), Double(endRadius))
    else { return }
    paintGradient(gradient, pattern: pattern, options: options)
  }

  /// Draws `image` stretched over `rect` as Core Graphics draws it: its first row at the
  /// rectangle's maximum y, so it is upright where y runs up (a bitmap context) and upside
  /// down where y runs down (a renderer's context), as on iOS. `UIImage.draw(in:)` draws
  /// upright in both. `byTiling` repeats the image, at the rectangle's size, over the clip.
  ///
  /// ```swift
  /// context.draw(cgImage, in: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
  /// ```
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    paintImage(image.source, in: rect, upright: false, alpha: 1, blendMode: state.blendMode, tiled: byTiling)
  }

  /// The pixels drawn so far as an image; `nil` for a context with no pixels.
  ///
  /// ```swift
  /// let snapshot = context.makeImage()
  /// ```
  public func makeImage() -> CGImage? {
    guard let surface = ownedSurface, pixelWidth > 0, pixelHeight > 0, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      return nil
    }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let bitmap = Bitmap.fromCairo(
      data, width: pixelWidth, height: pixelHeight, bytesPerRow: Int(cairo_image_surface_get_stride(surface)), scale: 1)
    return CGImage(bitmap: memory?.layout.isOpaque == true ? bitmap.opaque : bitmap)
  }

  // MARK: Plumbing

  /// Paints the current path (filled by `fill`'s rule, stroked, or both) with its shadow,
  /// and empties it.
  func paintPath(fill: CGPathFillRule?, stroke: Bool) {
    guard let cairo = drawable else {
      beginPath()
      return
    }
    if state.shadow != nil, let path = cairo_copy_path(cairo) {
      drawShadow { mask in
        cairo_append_path(mask, path)
        if let fill {
          cairo_set_fill_rule(mask, fill.cairoRule)
          if stroke { cairo_fill_preserve(mask) } else { cairo_fill(mask) }
        }
        if stroke {
          applyLine(to: mask)
          cairo_stroke(mask)
        }
      }
      cairo_path_destroy(path)
    }
    cairo_set_operator(cairo, state.blendMode.cairoOperator)
    if let fill {
      setSource(state.fill, on: cairo)
      cairo_set_fill_rule(cairo, fill.cairoRule)
      if stroke { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
    }
    if stroke {
      setSource(state.stroke, on: cairo)
      applyLine(to: cairo)
      cairo_stroke(cairo)
    }
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    didDraw()
  }

  /// Paints a bitmap over `rect`, its first row at the top when `upright`, else at the
  /// rectangle's maximum y (Core Graphics' way), once or `tiled` over the clip; the path stays.
  func paintImage(_ source: ImageSource, in rect: CGRect, upright: Bool, alpha: CGFloat, blendMode: CGBlendMode, tiled: Bool = false) {
    let bitmap = source.bitmap
    let rect = rect.standardized
    guard rect.isFinite, rect.width > 0, rect.height > 0, bitmap.width > 0, bitmap.height > 0, bitmap.width <= RenderError.maximumSide,
      bitmap.height <= RenderError.maximumSide, bitmap.bytes.count == bitmap.width * bitmap.height * 4, alpha.isFinite,
      let cairo = drawable
    else { return }
    source.premultipliedBGRA.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress,
        let surface = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)), CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
          Int32(bitmap.height), Int32(bitmap.width * 4))
      else { return }
      defer { cairo_surface_destroy(surface) }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pattern = cairo_pattern_create_for_surface(surface) else { return }
      defer { cairo_pattern_destroy(pattern) }
      cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, state.interpolation.cairoFilter)
      // The pattern's matrix maps user space to the bitmap's pixels.
      let sx = Double(bitmap.width) / Double(rect.width), sy = Double(bitmap.height) / Double(rect.height)
      // A matrix cairo cannot invert would put the whole context into an error state.
      guard sx.isFinite, sy.isFinite, sx < 1e7, sy < 1e7, sx > 1e-7, sy > 1e-7 else { return }
      var matrix = cairo_matrix_t(
        xx: sx, yx: 0, xy: 0, yy: upright ? sy : -sy, x0: -Double(rect.minX) * sx,
        y0: upright ? -Double(rect.minY) * sy : Double(rect.maxY) * sy)
      cairo_pattern_set_matrix(pattern, &matrix)
      preservingPath(cairo) {
        let outline = { (target: OpaquePointer) in
          guard !tiled else { return }
          cairo_rectangle(target, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
          cairo_clip(target)
        }
        if state.shadow != nil {
          drawShadow { mask in
            outline(mask)
            cairo_set_source(mask, pattern)
            cairo_paint(mask)
          }
        }
        cairo_save(cairo)
        outline(cairo)
        cairo_set_source(cairo, pattern)
        cairo_set_operator(cairo, blendMode.cairoOperator)
        cairo_paint_with_alpha(cairo, Double(min(max(alpha, 0), 1) * state.alpha))
        cairo_restore(cairo)
      }
    }
    didDraw()
  }

  private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions) {
    defer { cairo_pattern_destroy(pattern) }
    guard let cairo = drawable else { return }
    gradient.addStops(to: pattern, options: options, alpha: 1)
    cairo_save(cairo)
    cairo_set_source(cairo, pattern)
    cairo_set_operator(cairo, state.blendMode.cairoOperator)
    cairo_paint_with_alpha(cairo, Double(state.alpha))
    cairo_restore(cairo)
    didDraw()
  }

  private func setSource(_ color: CGColor, on cairo: OpaquePointer) {
    let (red, green, blue, alpha) = color.clampedComponents(alpha: state.alpha)
    cairo_set_source_rgba(cairo, red, green, blue, alpha)
  }

  /// Sets cairo's line from the graphics state.
  func applyLine(to cairo: OpaquePointer) {
    cairo_set_line_width(cairo, Double(state.lineWidth))
    cairo_set_line_cap(cairo, state.lineCap.cairoCap)
    cairo_set_line_join(cairo, state.lineJoin.cairoJoin)
    cairo_set_miter_limit(cairo, Double(state.miterLimit))
    let dashes = state.dash.lengths.map(Double.init)
    cairo_set_dash(cairo, dashes, Int32(clamping: dashes.count), Double(state.dash.phase))
  }

  /// Copies what was drawn into a bitmap context's own memory, when cairo cannot draw there.
  func didDraw() {
    if let memory, let ownedSurface { memory.copyOut(from: ownedSurface) }
  }
}

extension CGPathFillRule {
  var cairoRule: cairo_fill_rule_t { self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING }
}

extension Bitmap {
  /// The same pixels with every alpha at 255.
  var opaque: Bitmap {
    var copy = self
    var index = 3
    while index < copy.bytes.count {
      copy.bytes[index] = 255
      index += 4
    }
    return copy
  }
}
