import DarkroomViews
import Foundation

/// The settings a graphics renderer draws with
/// (developer.apple.com/documentation/uikit/uigraphicsrendererformat).
open class UIGraphicsRendererFormat: @unchecked Sendable {
  /// A format with the default settings.
  public required init() {}

  /// The format for the device: the screen's scale, transparent.
  open class func `default`() -> Self { Self() }

  /// The format for the screen as it is now; the same as ``default()`` here.
  open class func preferred() -> Self { Self() }

  /// The area drawn, in points, once a renderer has this format.
  open var bounds: CGRect { renderedBounds }
  var renderedBounds = CGRect.zero
}

/// How an image renderer makes its images: pixels a point, and whether they are opaque
/// (developer.apple.com/documentation/uikit/uigraphicsimagerendererformat).
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat.default()
/// format.scale = 1
/// format.opaque = true
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: format)
/// ```
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
  /// Pixels a point; the screen's scale to start with.
  open var scale: CGFloat = UIScreen.main.scale
  /// Whether the image has no transparency: an opaque renderer starts black.
  open var opaque = false
  /// Whether wide-colour pixels are wanted; drawing is sRGB here whatever it says.
  open var preferredRange = Range.automatic
  /// Whether wide-colour pixels are wanted (before iOS 12).
  open var prefersExtendedRange = false

  /// A format at the screen's scale, transparent.
  public required init() {}

  /// The format for a device with `traitCollection`'s display scale.
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
  }

  /// The colour range of the renderer's pixels.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }
}

/// What an image renderer's drawing closure is handed: the Core Graphics context and
/// shortcuts for filling and stroking
/// (developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext).
open class UIGraphicsRendererContext: @unchecked Sendable {
  /// The context to draw with.
  public let cgContext: CGContext
  let baseFormat: UIGraphicsRendererFormat

  init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
    self.cgContext = cgContext
    baseFormat = format
  }

  /// Fills `rect` with the current fill colour.
  ///
  /// ```swift
  /// UIColor.red.setFill()
  /// context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
  /// ```
  open func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }

  /// Fills `rect` with the current fill colour and `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes a one-point frame just inside `rect` with the current stroke colour.
  open func stroke(_ rect: CGRect) {
    cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
  }

  /// Strokes a one-point frame just inside `rect` with `blendMode`.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    stroke(rect)
    cgContext.restoreGState()
  }

  /// Limits drawing from now on to `rect`.
  open func clip(to rect: CGRect) {
    cgContext.clip(to: rect)
  }
}

/// The context an image renderer hands its drawing closure.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
  /// The renderer's format.
  open var format: UIGraphicsImageRendererFormat {
    baseFormat as? UIGraphicsImageRendererFormat ?? UIGraphicsImageRendererFormat()
  }

  /// What has been drawn so far, as an image.
  open var currentImage: UIImage {
    guard let image = cgContext.makeImage() else { return UIImage() }
    return UIImage(bitmap: image.bitmap, scale: format.scale)
  }
}

/// Draws images with Core Graphics, as UIKit's image renderer does: each call of
/// ``image(actions:)`` runs the closure on a new context, current on this thread while it
/// runs, whose user space is the renderer's bounds in points with y running down
/// (developer.apple.com/documentation/uikit/uigraphicsimagerenderer).
///
/// ```swift
/// let badge = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
///   UIColor.systemRed.setFill()
///   UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// Image(uiImage: badge)
/// ```
///
/// Bounds with no pixels, or more than a render can hold, give an empty image; the closure
/// still runs, on a context that draws nothing.
open class UIGraphicsImageRenderer: @unchecked Sendable {
  /// The closure that draws an image.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  /// A renderer of `size` points in the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of `size` points in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of `bounds` in the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// A renderer of `bounds` in `format`: user space's origin is the bounds' origin.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    format.renderedBounds = bounds
  }

  /// Whether the renderer can make images; always.
  open var allowsImageOutput: Bool { true }

  /// Runs `actions` on a new context and returns what it drew.
  public func image(actions: DrawingActions) -> UIImage {
    let (image, scale) = render(actions)
    guard let image else { return UIImage() }
    return UIImage(bitmap: image.bitmap, scale: scale)
  }

  /// Runs `actions` on a new context and returns what it drew as PNG data; empty data for
  /// bounds with no pixels.
  ///
  /// ```swift
  /// let data = renderer.pngData { context in context.fill(context.format.bounds) }
  /// ```
  public func pngData(actions: DrawingActions) -> Data {
    guard let image = render(actions).image else { return Data() }
    return Data(PNG.encode(image.bitmap))
  }

  /// Runs `actions` and returns what it drew as PNG data: Darkroom has no JPEG encoder, and
  /// `UIImage(data:)` reads these bytes back.
  public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
    pngData(actions: actions)
  }

  private func render(_ actions: DrawingActions) -> (image: CGImage?, scale: CGFloat) {
    let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
    let context = CGContext.imageContext(bounds: bounds, scale: scale, opaque: format.opaque)
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    CurrentGraphicsContext.with(context, scale: scale) { actions(rendererContext) }
    return (context.makeImage(), scale)
  }
}
