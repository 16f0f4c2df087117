import DarkroomPixels
import DarkroomViews
import Foundation

/// What the audit reads of one render: its pixels, its accessibility elements, the images and
/// controls with nothing to read, and its texts, all from one layout.
///
/// ```swift
/// let input = try AuditInput.render(AnyView(SettingsScreen()), device: .iPhone15, textSize: .accessibility3)
/// ```
public struct AuditInput: Sendable {
  /// The rendered image.
  public var bitmap: Bitmap
  /// Pixels per point.
  public var scale: CGFloat
  /// The canvas in points.
  public var canvas: CGSize
  public var elements: [AccessibilityElement]
  public var unlabeled: [UnlabeledElement]
  /// Every text drawn, in points on the canvas.
  public var texts: [RenderedText]
  /// The text size the render used; ``AuditCheck/textClipped`` looks only at accessibility sizes.
  public var textSize: DynamicTypeSize
  /// The render's locale, for the layout lint.
  public var locale: Locale

  public init(
    bitmap: Bitmap, scale: CGFloat, canvas: CGSize, elements: [AccessibilityElement], unlabeled: [UnlabeledElement] = [],
    texts: [RenderedText] = [], textSize: DynamicTypeSize = .large, locale: Locale = Locale(identifier: "en")
  ) {
    self.bitmap = bitmap
    self.scale = scale
    self.canvas = canvas
    self.elements = elements
    self.unlabeled = unlabeled
    self.texts = texts
    self.textSize = textSize
    self.locale = locale
  }

  /// The input of a render made with `collectsTexts: true, collectsAccessibility: true`.
  ///
  /// - Throws: ``AuditInputError`` when the render drew no image or read no accessibility facts.
  public init(_ result: PreviewRenderResult, scale: CGFloat, environment: EnvironmentValues) throws(AuditInputError) {
    guard let bitmap = result.bitmap else { throw AuditInputError("the render drew no image; render with draw: true to audit it") }
    guard let facts = result.accessibility else {
      throw AuditInputError("the render read no accessibility elements; render with collectsAccessibility: true to audit it")
    }
    self.init(
      bitmap: bitmap, scale: scale, canvas: result.size, elements: facts.elements, unlabeled: facts.unlabeled,
      texts: result.texts, textSize: environment.dynamicTypeSize, locale: environment.locale)
  }

  /// Renders `view` on a device's screen and reads what the audit needs from that one render.
  ///
  /// - Throws: whatever the render throws (a missing model, a missing font).
  public static func render(
    _ view: AnyView, layout: PreviewLayout? = .device, screen: CGSize = CGSize(width: 393, height: 852),
    safeArea: EdgeInsets = EdgeInsets(), scale: CGFloat = 3, textSize: DynamicTypeSize = .large,
    colorScheme: ColorScheme = .light
  ) throws -> AuditInput {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = textSize
    environment.colorScheme = colorScheme
    let result = try PreviewRendering.render(
      view, layout: layout, screen: screen, safeArea: safeArea, scale: scale, environment: environment,
      collectsTexts: true, collectsAccessibility: true)
    return try AuditInput(result, scale: scale, environment: environment)
  }

  /// A rectangle in points as the pixels of ``bitmap`` it covers, cut to the image.
  func pixelRect(_ frame: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite, scale.isFinite, scale > 0
    else { return nil }
    // Clamped before the conversion, so a frame far off the canvas cannot overflow an Int.
    func pixel(_ points: CGFloat, limit: Int) -> Int { Int(min(max((points * scale).rounded(), 0), CGFloat(limit))) }
    let left = pixel(frame.minX, limit: bitmap.width)
    let top = pixel(frame.minY, limit: bitmap.height)
    let right = pixel(frame.maxX, limit: bitmap.width)
    let bottom = pixel(frame.maxY, limit: bitmap.height)
    guard right > left, bottom > top else { return nil }
    return (left, top, right - left, bottom - top)
  }
}

/// An audit input that cannot be read from a render, saying how to render instead.
public struct AuditInputError: Error, Sendable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
