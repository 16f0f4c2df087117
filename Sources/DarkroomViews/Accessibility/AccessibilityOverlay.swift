import CPangoCairo

/// Draws a render's accessibility elements over it: each element tinted in its own colour
/// and numbered in reading order, with a legend beside the image that says, for each
/// number, what VoiceOver reads (label, value, traits, hint, actions). The image keeps its
/// pixels and its place at the top left, so points on it are points on the render.
///
/// ```swift
/// let overlay = AccessibilityOverlay(showsActivationPoints: true)
/// let image = try overlay.image(of: bitmap, elements: elements)
/// ```
///
/// The colours come from one fixed palette in reading order, and the composition is drawn
/// by the view layer at the render's scale, so the same view gives the same overlay on every
/// run and machine.
public struct AccessibilityOverlay: Sendable, Hashable {
  /// Draws each element's activation point: a ringed dot where VoiceOver taps it.
  public var showsActivationPoints: Bool
  /// Outlines each element's hit region with a dashed line.
  public var showsHitRegions: Bool

  public init(showsActivationPoints: Bool = false, showsHitRegions: Bool = false) {
    self.showsActivationPoints = showsActivationPoints
    self.showsHitRegions = showsHitRegions
  }

  /// The widest the legend column grows, in points.
  static let legendWidth: CGFloat = 300

  /// `bitmap` (a render at its own scale) with `elements` (in its points) drawn over it and
  /// the legend beside it.
  ///
  /// - Throws: ``RenderError`` when the composition is too large to draw.
  public func image(of bitmap: Bitmap, elements: [AccessibilityElement]) throws -> Bitmap {
    let scale = bitmap.scale > 0 && bitmap.scale.isFinite ? bitmap.scale : 1
    let request = RenderRequest(sizing: .fitting(.unspecified), scale: scale, environment: EnvironmentValues(), background: nil)
    return try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
        let laidOut = RenderLayout.layOut(Image(bitmap: bitmap, scale: scale), request, engine: engine)
        try laidOut.session.checkResolved()
        return try RenderLayout.drawOverlaid(laidOut, request, overlay: self, elements: elements, engine: engine)
      }
    }
  }

  /// The overlay's boxes and legend laid out around an empty place of the render's size,
  /// light whatever the render's scheme, so that the render can be drawn into that place.
  /// With `legendInBitmapOrder`, the legend's badges are coloured for drawing straight in a
  /// bitmap's channel order (see ``RenderLayout/drawOverlaid(_:_:overlay:elements:engine:)``).
  ///
  /// - Throws: ``RenderError`` when a badge cannot be drawn.
  func decoration(
    around size: CGSize, elements: [AccessibilityElement], scale: CGFloat, legendInBitmapOrder: Bool, engine: TextEngine
  ) throws -> LaidOutView {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let request = RenderRequest(sizing: .fitting(.unspecified), scale: scale, environment: environment, background: nil)
    let place = Color.clear.frame(width: size.width, height: size.height)
    let numbers = elements.indices.map { $0 + 1 }
    let composition = OverlayComposition(
      base: place, elements: elements, options: self,
      boxBadges: try numbers.map { number in
        try NumberStamps.stamp(
          .init(number: number, swapsRedAndBlue: false, size: ElementBoxes.badgeSize, translucent: true, scale: scale),
          engine: engine)
      },
      legendBadges: try numbers.map { number in
        try NumberStamps.stamp(
          .init(
            number: number, swapsRedAndBlue: legendInBitmapOrder, size: AccessibilityLegend.badgeSize, translucent: false,
            scale: scale),
          engine: engine)
      })
    return RenderLayout.layOut(composition, request, engine: engine)
  }

  /// The colour of the element numbered `number` (from 1): a fixed palette of twelve
  /// colours, far apart in hue, repeated. `swappingRedAndBlue` gives the colour that, drawn
  /// by cairo, leaves the real one in a bitmap's RGBA order.
  static func color(forNumber number: Int, swappingRedAndBlue: Bool = false) -> Color {
    let (red, green, blue) = palette[(max(number, 1) - 1) % palette.count]
    return swappingRedAndBlue ? Color(red: blue, green: green, blue: red) : Color(red: red, green: green, blue: blue)
  }

  private static let palette: [(Double, Double, Double)] = [
    (0.90, 0.16, 0.22), (0.13, 0.47, 0.87), (0.16, 0.62, 0.29), (0.95, 0.55, 0.05),
    (0.56, 0.27, 0.80), (0.02, 0.62, 0.66), (0.88, 0.25, 0.60), (0.55, 0.40, 0.18),
    (0.33, 0.38, 0.90), (0.52, 0.66, 0.03), (0.82, 0.40, 0.26), (0.38, 0.42, 0.50),
  ]
}

/// The image with its elements' boxes, and the legend to its right.
private nonisolated struct OverlayComposition<Base: View>: View {
  let base: Base
  let elements: [AccessibilityElement]
  let options: AccessibilityOverlay
  let boxBadges: [NumberStamp]
  let legendBadges: [NumberStamp]

  var body: some View {
    HStack(alignment: .top, spacing: 0) {
      base
        .overlay { ElementBoxes(elements: elements, options: options, badges: boxBadges) }
        .clipped()
      AccessibilityLegend(elements: elements, badges: legendBadges)
        .padding(16)
    }
  }
}

/// Every element's box over the image, drawn by one canvas: a tinted, outlined box with its
/// number at the top left, and optionally its hit region and activation point. One canvas
/// rather than a view per box keeps the overlay's layout as small as the legend's.
private nonisolated struct ElementBoxes: View {
  let elements: [AccessibilityElement]
  let options: AccessibilityOverlay
  /// The number badges in reading order, one an element.
  let badges: [NumberStamp]

  /// The badge's text size on the image, in points: small and a little translucent, so
  /// the badge covers as little of the element as it can.
  static let badgeSize: CGFloat = 8

  var body: some View {
    Canvas { context, _ in
      for (index, (element, badge)) in zip(elements, badges).enumerated() {
        let color = AccessibilityOverlay.color(forNumber: index + 1)
        let frame = element.frame.standardized
        context.fill(Path(frame), with: .color(color.opacity(0.28)))
        // Inside the frame, as `strokeBorder` draws it.
        context.stroke(Path(frame.insetBy(dx: 0.75, dy: 0.75)), with: .color(color), lineWidth: 1.5)
        if options.showsHitRegions {
          let region = element.hitRegion.standardized.insetBy(dx: -1.5, dy: -1.5)
          context.stroke(Path(region), with: .color(color), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
        }
        if options.showsActivationPoints {
          let point = element.activationPoint
          let dot = Path(ellipseIn: CGRect(x: point.x - 5, y: point.y - 5, width: 10, height: 10))
          context.fill(dot, with: .color(color))
          context.stroke(Path(ellipseIn: CGRect(x: point.x - 4.25, y: point.y - 4.25, width: 8.5, height: 8.5)),
            with: .color(.white), lineWidth: 1.5)
        }
        context.draw(badge.image, at: frame.origin, anchor: .topLeading)
      }
    }
  }
}

extension RenderLayout {
  /// Lays a view out once and draws it with its accessibility overlay, on one canvas: the
  /// render at the top left, the elements' boxes over it and the legend beside it. The render
  /// is painted straight into its place, so its pixels are those of ``render(_:_:)``.
  package static func renderOverlaid<Content: View>(
    _ view: Content, _ request: RenderRequest, overlay: AccessibilityOverlay
  ) throws -> Bitmap {
    guard request.scale.isFinite, request.scale > 0 else { throw RenderError.invalidScale(request.scale) }
    return try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
        let laidOut = layOut(view, request, engine: engine)
        try laidOut.session.checkResolved()
        let elements = AccessibilityTree.elements(of: laidOut.root)
        return try drawOverlaid(laidOut, request, overlay: overlay, elements: elements, engine: engine)
      }
    }
  }

  /// Draws a laid-out view and its accessibility overlay (of `elements`, read from the same
  /// layout) on one canvas; the view's part is painted as ``draw(_:_:)`` paints it, then
  /// composited over the overlay's white.
  ///
  /// The canvas is the bitmap's own memory. The render's place is drawn in cairo's order and
  /// converted in place; the legend, when it is grey and white but for its badges (which
  /// look the same in either channel order), is drawn in the bitmap's order already, its
  /// badges in swapped colours, so that its pixels need no conversion at all.
  ///
  /// `legendInBitmapOrder` overrides that choice (`false` converts the whole image), so that
  /// the two ways can be compared.
  static func drawOverlaid(
    _ laidOut: LaidOutView, _ request: RenderRequest, overlay: AccessibilityOverlay, elements: [AccessibilityElement],
    engine: TextEngine, legendInBitmapOrder: Bool? = nil
  ) throws -> Bitmap {
    let legendInBitmapOrder = legendInBitmapOrder ?? AccessibilityLegend.isGreyButForBadges(elements)
    let decoration = try overlay.decoration(
      around: laidOut.canvasSize, elements: elements, scale: request.scale, legendInBitmapOrder: legendInBitmapOrder,
      engine: engine)
    try decoration.session.checkResolved()
    let (width, height) = try decoration.pixelSize()
    // A pixel the render's place only partly covers may be translucent, and is drawn in cairo's order.
    let place = (
      width: PixelCanvas.wholePixels(laidOut.canvasSize.width, scale: request.scale),
      height: PixelCanvas.wholePixels(laidOut.canvasSize.height, scale: request.scale))
    return try Bitmap.drawnInPlace(
      width: width, height: height, scale: Double(request.scale),
      nativeRegion: legendInBitmapOrder ? place : (width, height), translucentRegion: place
    ) { (rows) throws(RenderError) in
      let canvas = try PixelCanvas(
        pixelWidth: width, pixelHeight: height, scale: request.scale, memory: rows, bytesPerRow: width * 4)
      let white = RGBA(red: 1, green: 1, blue: 1)
      // White where the render does not go: its place is covered by its own background.
      canvas.fill(with: white, outside: laidOut.canvasSize)
      canvas.composite(
        within: laidOut.canvasSize, background: request.background?(laidOut.colorScheme) ?? .clear, over: white
      ) {
        Painter(cairo: canvas.cairo, scale: request.scale).draw(laidOut.root)
      }
      Painter(cairo: canvas.cairo, scale: request.scale).draw(decoration.root)
      cairo_surface_flush(canvas.surface)
    }
  }
}
