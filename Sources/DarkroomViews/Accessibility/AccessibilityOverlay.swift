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

  /// The width of the legend column, in points.
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
    return try RenderLayout.render(OverlayComposition(bitmap: bitmap, scale: scale, elements: elements, options: self), request)
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
private nonisolated struct OverlayComposition: View {
  let bitmap: Bitmap
  let scale: CGFloat
  let elements: [AccessibilityElement]
  let options: AccessibilityOverlay

  var body: some View {
    HStack(alignment: .top, spacing: 0) {
      ZStack(alignment: .topLeading) {
        Image(bitmap: bitmap, scale: scale)
        ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
          ElementBox(element: element, number: index + 1, options: options)
        }
      }
      .clipped()
      AccessibilityLegend(elements: elements)
        .frame(width: AccessibilityOverlay.legendWidth, alignment: .leading)
        .padding(16)
    }
  }
}

/// One element over the image: a tinted, outlined box with its number at the top left, and
/// optionally its hit region and activation point.
private nonisolated struct ElementBox: View {
  let element: AccessibilityElement
  let number: Int
  let options: AccessibilityOverlay

  var body: some View {
    let color = AccessibilityOverlay.color(forNumber: number)
    let frame = element.frame.standardized
    ZStack(alignment: .topLeading) {
      Rectangle()
        .fill(color.opacity(0.28))
        .overlay(Rectangle().strokeBorder(color, lineWidth: 1.5))
        .frame(width: max(frame.width, 0), height: max(frame.height, 0))
        .offset(x: frame.minX, y: frame.minY)
      if options.showsHitRegions {
        let region = element.hitRegion.standardized
        Rectangle()
          .strokeBorder(color, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
          .frame(width: max(region.width + 4, 0), height: max(region.height + 4, 0))
          .offset(x: region.minX - 2, y: region.minY - 2)
      }
      if options.showsActivationPoints {
        Circle()
          .fill(color)
          .overlay(Circle().strokeBorder(Color.white, lineWidth: 1.5))
          .frame(width: 10, height: 10)
          .offset(x: element.activationPoint.x - 5, y: element.activationPoint.y - 5)
      }
      // Small and a little translucent: the badge covers as little of the text as it can.
      NumberBadge(number: number, color: color, size: 8)
        .opacity(0.9)
        .offset(x: frame.minX, y: frame.minY)
    }
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
  /// Lays a view out once and reads both its pixels and its accessibility elements.
  package static func renderWithAccessibility<Content: View>(_ view: Content, _ request: RenderRequest) throws
    -> (bitmap: Bitmap, elements: [AccessibilityElement])
  {
    guard request.scale.isFinite, request.scale > 0 else { throw RenderError.invalidScale(request.scale) }
    return try RenderThread.run {
      try TextEnginePool.shared.withEngine { engine in
        let laidOut = layOut(view, request, engine: engine)
        try laidOut.session.checkResolved()
        return (try draw(laidOut, request), AccessibilityTree.elements(of: laidOut.root))
      }
    }
  }
}
