/// A picture from a pixel buffer. It keeps its own size (pixels divided by the bitmap's
/// scale) unless made `resizable()`, when it stretches to the space it is offered; combine
/// with `aspectRatio`, `scaledToFit()` or `scaledToFill()` to keep its proportions.
///
/// ```swift
/// Image(bitmap: avatar)
///   .resizable()
///   .scaledToFill()
///   .frame(width: 48, height: 48)
///   .clipShape(Circle())
/// ```
public nonisolated struct Image: View, PrimitiveView, Sendable {
  public typealias Body = Never

  package let source: ImageSource?
  let missingName: String?
  /// Set by `init(systemName:)`: drawn from registered artwork, or as a placeholder.
  var symbolName: String?
  var isResizable = false
  var interpolation: Interpolation = .medium
  var renderingMode: TemplateRenderingMode = .original
  /// Set by the image's own `symbolRenderingMode(_:)`: it wins over the environment's;
  /// `nil` follows the environment.
  var symbolMode: SymbolRenderingMode?
  /// Set by `init(_:bundle:)`: the asset's name, which VoiceOver reads when there is no label.
  package var assetName: String?
  /// Set by `init(decorative:bundle:)`: hidden from assistive technologies.
  package var isDecorative = false

  /// An image of a bitmap's pixels. Its size in points is its size in pixels divided by
  /// `scale`, or by the bitmap's own scale when `scale` is `nil`.
  public init(bitmap: Bitmap, scale: CGFloat? = nil) {
    source = ImageSource(bitmap: bitmap, scale: scale ?? bitmap.scale)
    missingName = nil
  }

  init(missing name: String) {
    source = nil
    missingName = name
  }

  /// The image stretched to the space it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// How the symbol's layers are coloured, set on the image itself so that it stays an `Image`;
  /// `nil` leaves it to the environment
  /// (developer.apple.com/documentation/swiftui/image/symbolrenderingmode(_:)).
  ///
  /// ```swift
  /// Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).resizable().scaledToFit()
  /// ```
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var image = self
    image.symbolMode = mode
    return image
  }

  /// How pixels are blended when the image is scaled.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var image = self
    image.interpolation = interpolation
    return image
  }

  /// Whether the image is drawn in its own colours or, as a template, in the foreground
  /// style through its alpha.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode ?? .original
    return image
  }

  /// How an image is scaled: `.none` keeps pixels sharp, the others smooth them.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// How a resizable image fills its space; both stretch here.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Whether an image draws its own colours or the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case original, template
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let nodes = drawnNodes(in: context)
    // An image with no label reads its symbol's or asset's name, as on iOS; one made from
    // pixels reads nothing but "image".
    let name = symbolName.map(SymbolSpokenName.of) ?? assetName
    for node in nodes {
      node.setBuiltInAccessibility(BuiltInAccessibility(label: name, traits: .isImage, isHidden: isDecorative))
    }
    return nodes
  }

  private func drawnNodes(in context: ResolveContext) -> [LayoutNode] {
    if let symbolName {
      guard let symbolMode else { return symbolNodes(symbolName, in: context) }
      var own = context
      own.environment.symbolRenderingMode = symbolMode
      return symbolNodes(symbolName, in: own)
    }
    guard let source else {
      return [LayoutNode(rule: EmptyLayout(), role: .container, name: "Image", detail: "missing \"\(missingName ?? "")\"", context: context)]
    }
    let natural = source.pointSize
    let rule: any LayoutRule = isResizable ? ResizableImageLayout(naturalSize: natural) : IntrinsicSizeLayout(size: natural)
    let template = renderingMode == .template ? context.environment.foregroundPaint : nil
    let drawing = ImageDrawing(source: source, interpolation: interpolation, templatePaint: template)
    let role: NodeRole = context.environment.redactionReasons.contains(.placeholder)
      ? RedactionReasons.placeholderRole(in: context.environment) : .image(drawing)
    return [
      LayoutNode(
        rule: rule, role: role, name: "Image",
        detail: "\(source.bitmap.width)×\(source.bitmap.height)px" + (isResizable ? " resizable" : ""), context: context)
    ]
  }
}

/// How an image node draws.
struct ImageDrawing {
  let source: ImageSource
  let interpolation: Image.Interpolation
  /// Set for template images: the paint the image's alpha is filled with.
  let templatePaint: Paint?
}

/// Images are equal when they show the same pixels (the same bitmap, asset or symbol) in the
/// same way, as SwiftUI's `Image` is `Equatable`: an app may keep one in an `Equatable` enum.
///
/// ```swift
/// enum Icon: Equatable { case symbol(String), image(Image) }
/// ```
extension Image: Equatable {
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.source === rhs.source && lhs.missingName == rhs.missingName && lhs.symbolName == rhs.symbolName
      && lhs.isResizable == rhs.isResizable && lhs.interpolation == rhs.interpolation
      && lhs.renderingMode == rhs.renderingMode && lhs.symbolMode == rhs.symbolMode && lhs.assetName == rhs.assetName
      && lhs.isDecorative == rhs.isDecorative
  }
}
