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
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let request = RenderRequest(
      sizing: .fitting(.unspecified), scale: scale, environment: environment, background: { _ in RGBA(red: 1, green: 1, blue: 1) })
    let base = Image(bitmap: bitmap, scale: scale)
    return try RenderLayout.render(OverlayComposition(base: base, elements: elements, options: self), request)
  }

  /// The overlay's boxes and legend laid out around an empty place of the render's size,
  /// light whatever the render's scheme, so that the render can be drawn into that place.
  func decoration(around size: CGSize, elements: [AccessibilityElement], scale: CGFloat, engine: TextEngine) -> LaidOutView {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let request = RenderRequest(sizing: .fitting(.unspecified), scale: scale, environment: environment, background: nil)
    let place = Color.clear.frame(width: size.width, height: size.height)
    return RenderLayout.layOut(OverlayComposition(base: place, elements: elements, options: self), request, engine: engine)
  }

  /// The colour of the element numbered `number` (from 1): a fixed palette of twelve
  /// colours, far apart in hue, repeated.
  static func color(forNumber number: Int) -> Color {
    let (red, green, blue) = palette[(max(number, 1) - 1) % palette.count]
    return Color(red: red, green: green, blue: blue)
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

  var body: some View {
    HStack(alignment: .top, spacing: 0) {
      base
        .overlay { ElementBoxes(elements: elements, options: options) }
        .clipped()
      AccessibilityLegend(elements: elements)
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

  var body: some View {
    Canvas { context, _ in
      for (index, element) in elements.enumerated() {
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
        drawBadge(number: index + 1, color: color, at: frame.origin, in: context)
      }
    }
  }
}

extension ElementBoxes {
  /// The badge's text size on the image, in points.
  static let badgeSize: CGFloat = 8

  /// The element's number at its top left: small and a little translucent, so the badge
  /// covers as little of the element as it can. Drawn as a shape and a text, as
  /// ``NumberBadge`` lays them out, without a view of its own for each element.
  private func drawBadge(number: Int, color: Color, at origin: CGPoint, in context: GraphicsContext) {
    let size = Self.badgeSize
    let digits = CGFloat(String(number).count)
    // SF Pro's bold digits are about 0.6 em wide, and monospaced here.
    let width = max(size * 2, digits * size * 0.6 + size * 0.6)
    let badge = CGRect(x: origin.x, y: origin.y, width: width, height: size * 1.6)
    context.fill(
      Path(roundedRect: badge, cornerRadius: size * 0.4, style: .continuous), with: .color(color.opacity(0.9)))
    context.draw(
      Text(verbatim: "\(number)").font(.system(size: size, weight: .bold)).monospacedDigit()
        .foregroundColor(Color.white.opacity(0.9)),
      at: CGPoint(x: badge.midX, y: badge.midY))
  }
}

/// An element's number, white on its colour.
nonisolated struct NumberBadge: View {
  let number: Int
  let color: Color
  let size: CGFloat

  var body: some View {
    Text(verbatim: "\(number)")
      .font(.system(size: size, weight: .bold))
      .monospacedDigit()
      .foregroundColor(.white)
      .padding(.horizontal, size * 0.3)
      .frame(minWidth: size * 2, minHeight: size * 1.6)
      .background(color, in: RoundedRectangle(cornerRadius: size * 0.4, style: .continuous))
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
  static func drawOverlaid(
    _ laidOut: LaidOutView, _ request: RenderRequest, overlay: AccessibilityOverlay, elements: [AccessibilityElement],
    engine: TextEngine
  ) throws -> Bitmap {
    let decoration = overlay.decoration(around: laidOut.canvasSize, elements: elements, scale: request.scale, engine: engine)
    try decoration.session.checkResolved()
    let (width, height) = try decoration.pixelSize()
    return try PixelBufferPool.shared.withBuffer(byteCount: PixelCanvas.bytesPerRow(width: width) * height) { memory in
      let canvas = try PixelCanvas(pixelWidth: width, pixelHeight: height, scale: request.scale, memory: memory)
      let white = RGBA(red: 1, green: 1, blue: 1)
      // White where the render does not go: its place is covered by its own background.
      canvas.fill(with: white, outside: laidOut.canvasSize)
      canvas.composite(
        within: laidOut.canvasSize, background: request.background?(laidOut.colorScheme) ?? .clear, over: white
      ) {
        Painter(cairo: canvas.cairo, scale: request.scale).draw(laidOut.root)
      }
      Painter(cairo: canvas.cairo, scale: request.scale).draw(decoration.root)
      // Outside the render's place, the canvas was filled opaque and only drawn over.
      return canvas.makeBitmap(translucentWithin: laidOut.canvasSize)
    }
  }
}
