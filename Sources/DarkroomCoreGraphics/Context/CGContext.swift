import CPangoCairo
import DarkroomViews

/// A Core Graphics drawing context, drawn by cairo: the context of a
/// `UIGraphicsImageRenderer`, of `UIGraphicsBeginImageContextWithOptions`, of a bitmap made
/// with `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`, or of
/// a `Canvas` through `GraphicsContext.withCGContext`
/// (developer.apple.com/documentation/coregraphics/cgcontext).
///
/// ```swift
/// let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///   let cg = context.cgContext
///   cg.setFillColor(UIColor.systemBlue.cgColor)
///   cg.addEllipse(in: CGRect(x: 4, y: 4, width: 32, height: 32))
///   cg.fillPath()
/// }
/// ```
///
/// Numbers that are not finite, and transforms that collapse the plane, draw nothing. The
/// path, as in Core Graphics, is not part of the graphics state: `saveGState()` and
/// `restoreGState()` keep the colours, line, alpha, blend mode, shadow, transform and clip.
public final class CGContext {
  /// The cairo context drawn on; `nil` once a borrowed context's drawing has ended.
  private(set) var cairo: OpaquePointer?
  /// The surface this context made and owns, if it made one.
  let ownedSurface: OpaquePointer?
  let pixelWidth: Int
  let pixelHeight: Int
  /// Device pixels per unit of the base user space, for shadow offsets and blurs.
  let baseScale: CGFloat
  var state: DrawingState
  private var saved: [DrawingState] = []
  /// The caller's memory of a bitmap context whose layout cairo cannot draw in directly.
  var memory: BitmapMemory?

  /// The transform text is drawn with; kept and reported, as text is not drawn here.
  public var textMatrix: CGAffineTransform = .identity

  /// What a graphics state holds beyond cairo's clip.
  struct DrawingState {
    var fill = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var stroke = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
    var interpolation = CGInterpolationQuality.default
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    /// From user space to cairo's device space (y down, one unit a pixel).
    var ctm: AffineMap
  }

  init(cairo: OpaquePointer?, ownedSurface: OpaquePointer?, pixelWidth: Int, pixelHeight: Int, baseScale: CGFloat, base: AffineMap) {
    self.cairo = cairo
    self.ownedSurface = ownedSurface
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.baseScale = baseScale > 0 && baseScale.isFinite ? baseScale : 1
    state = DrawingState(ctm: base)
  }

  /// A context on a new transparent surface of `pixelWidth` × `pixelHeight` pixels whose
  /// user space starts from `base`; a surface cairo cannot make leaves a context that draws
  /// nothing.
  convenience init(pixelWidth: Int, pixelHeight: Int, baseScale: CGFloat, base: AffineMap) {
    let fits = pixelWidth >= 0 && pixelHeight >= 0 && pixelWidth <= RenderError.maximumSide && pixelHeight <= RenderError.maximumSide
      && pixelWidth * pixelHeight <= RenderError.maximumPixelCount
    let width = fits ? pixelWidth : 0, height = fits ? pixelHeight : 0
    var surface: OpaquePointer? = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    if let made = surface, cairo_surface_status(made) != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(made)
      surface = nil
    }
    let cairo = surface.flatMap { cairo_create($0) }
    self.init(cairo: cairo, ownedSurface: surface, pixelWidth: surface == nil ? 0 : width, pixelHeight: surface == nil ? 0 : height,
      baseScale: baseScale, base: base)
  }

  /// A context drawing on cairo owned by someone else, from its current transform; it stops
  /// drawing at ``endBorrowing()``.
  convenience init(borrowing cairo: OpaquePointer, scale: CGFloat) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let target = cairo_get_group_target(cairo)
    self.init(
      cairo: cairo, ownedSurface: nil, pixelWidth: Int(target.map(cairo_image_surface_get_width) ?? 0),
      pixelHeight: Int(target.map(cairo_image_surface_get_height) ?? 0), baseScale: scale,
      base: AffineMap(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
    cairo_save(cairo)
  }

  /// Hands borrowed cairo back as it was lent: states left saved are restored.
  func endBorrowing() {
    guard let cairo, ownedSurface == nil else { return }
    for _ in saved { cairo_restore(cairo) }
    cairo_restore(cairo)
    saved = []
    self.cairo = nil
  }

  deinit {
    if let ownedSurface {
      if let cairo { cairo_destroy(cairo) }
      cairo_surface_destroy(ownedSurface)
    }
  }

  /// Cairo with the current transform set, or `nil` when nothing can be drawn: the context
  /// has ended, cairo has failed, or the transform collapses the plane.
  var drawable: OpaquePointer? {
    guard let cairo, cairo_status(cairo) == CAIRO_STATUS_SUCCESS, state.ctm.isDrawable else { return nil }
    let map = state.ctm
    var matrix = cairo_matrix_t(
      xx: Double(map.a), yx: Double(map.b), xy: Double(map.c), yy: Double(map.d), x0: Double(map.tx), y0: Double(map.ty))
    cairo_set_matrix(cairo, &matrix)
    return cairo
  }

  // MARK: Graphics state

  /// Saves the graphics state, for ``restoreGState()`` to return to.
  ///
  /// ```swift
  /// context.saveGState()
  /// context.setAlpha(0.5)
  /// context.fill(rect)
  /// context.restoreGState()
  /// ```
  public func saveGState() {
    saved.append(state)
    if let cairo { cairo_save(cairo) }
  }

  /// Returns to the graphics state last saved; does nothing when none is saved.
  public func restoreGState() {
    guard let last = saved.popLast() else { return }
    state = last
    if let cairo { cairo_restore(cairo) }
  }

  // MARK: Transform

  /// Moves user space's origin.
  ///
  /// ```swift
  /// context.translateBy(x: 0, y: size.height)
  /// context.scaleBy(x: 1, y: -1)
  /// ```
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = AffineMap.translation(tx, ty).then(state.ctm)
  }

  /// Scales user space about its origin.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.ctm = AffineMap.scale(sx, sy).then(state.ctm)
  }

  /// Turns user space about its origin by `angle` radians.
  public func rotate(by angle: CGFloat) {
    state.ctm = AffineMap.rotation(.radians(Double(angle))).then(state.ctm)
  }

  /// Applies `transform` to user space before the current transform.
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = AffineMap(transform).then(state.ctm)
  }

  /// The transform from user space to device space, whose origin is at the bottom left as
  /// in Core Graphics: a renderer at scale 2 starts from `(2, 0, 0, -2, 0, 2 × height)`.
  public var ctm: CGAffineTransform {
    let map = state.ctm.then(AffineMap(a: 1, d: -1, ty: CGFloat(pixelHeight)))
    return CGAffineTransform(map)
  }

  // MARK: Colours and line

  /// The colour fills paint with.
  ///
  /// ```swift
  /// context.setFillColor(UIColor.red.cgColor)
  /// ```
  public func setFillColor(_ color: CGColor) {
    state.fill = color
  }

  /// The fill colour from sRGB components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The fill colour as a grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fill = CGColor(gray: gray, alpha: alpha)
  }

  /// The colour strokes paint with.
  public func setStrokeColor(_ color: CGColor) {
    state.stroke = color
  }

  /// The stroke colour from sRGB components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The stroke colour as a grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.stroke = CGColor(gray: gray, alpha: alpha)
  }

  /// The width of stroked lines, in user space; a negative or non-finite width is ignored.
  public func setLineWidth(_ width: CGFloat) {
    guard width.isFinite, width >= 0 else { return }
    state.lineWidth = width
  }

  /// How line ends are drawn.
  public func setLineCap(_ cap: CGLineCap) {
    state.lineCap = cap
  }

  /// How corners are drawn.
  public func setLineJoin(_ join: CGLineJoin) {
    state.lineJoin = join
  }

  /// How far a mitred corner may reach before it is bevelled.
  public func setMiterLimit(_ limit: CGFloat) {
    guard limit.isFinite, limit >= 0 else { return }
    state.miterLimit = limit
  }

  /// Dashes for strokes: `lengths` alternate painted and skipped, starting `phase` into the
  /// pattern; an empty array, or lengths that are all zero, negative or not finite, draw solid.
  ///
  /// ```swift
  /// context.setLineDash(phase: 0, lengths: [4, 2])
  /// ```
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 } && phase.isFinite
    state.dash = valid ? (phase, lengths) : (0, [])
  }

  /// The opacity everything is drawn at from now on, 0 to 1.
  public func setAlpha(_ alpha: CGFloat) {
    guard alpha.isFinite else { return }
    state.alpha = min(max(alpha, 0), 1)
  }

  /// How what is drawn from now on combines with what is there.
  public func setBlendMode(_ mode: CGBlendMode) {
    state.blendMode = mode
  }

  /// A shadow under everything drawn from now on, `offset` away (down the screen for a
  /// positive height) and blurred by `blur`; a `nil` colour draws no shadow.
  ///
  /// ```swift
  /// context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.withAlphaComponent(0.3).cgColor)
  /// ```
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
    guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
      state.shadow = nil
      return
    }
    state.shadow = (offset, max(blur, 0), color)
  }

  /// A shadow in Core Graphics' default colour, black at a third opacity.
  public func setShadow(offset: CGSize, blur: CGFloat) {
    setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
  }

  /// How images drawn at another size are resampled.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolation }
    set { state.interpolation = newValue }
  }

  /// Whether edges are smoothed.
  public func setShouldAntialias(_ shouldAntialias: Bool) {
    if let cairo { cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
  }

  /// Whether smoothing may be turned on; smoothing follows ``setShouldAntialias(_:)`` here.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  /// Accepted: curves are flattened as finely as cairo needs.
  public func setFlatness(_ flatness: CGFloat) {}

  /// Drawing is finished as each call returns, so there is nothing to flush.
  public func flush() {}

  // MARK: Bitmap

  /// The width in pixels.
  public var width: Int { pixelWidth }
  /// The height in pixels.
  public var height: Int { pixelHeight }
  /// The bytes in one row of pixels.
  public var bytesPerRow: Int { memory?.bytesPerRow ?? pixelWidth * 4 }
  /// 8: one byte a component.
  public var bitsPerComponent: Int { 8 }
  /// The bits of one pixel.
  public var bitsPerPixel: Int { (memory?.layout.bytesPerPixel ?? 4) * 8 }
  /// The pixels of a bitmap context, in the layout it was made with.
  public var data: UnsafeMutableRawPointer? {
    memory?.pointer ?? ownedSurface.flatMap { cairo_image_surface_get_data($0) }.map(UnsafeMutableRawPointer.init)
  }
}

extension CGColor {
  /// Components cairo can take: within 0 to 1, with anything not finite as 0.
  func clampedComponents(alpha scale: CGFloat) -> (Double, Double, Double, Double) {
    func clamp(_ value: CGFloat) -> Double { value.isFinite ? Double(min(max(value, 0), 1)) : 0 }
    return (clamp(red), clamp(green), clamp(blue), clamp(alpha) * clamp(scale))
  }
}
