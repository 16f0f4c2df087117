/// Why a view could not be drawn. Renders never crash on the numbers a view was given (NaN,
/// infinity, negative or huge sizes); they throw this instead, and an assertion reports it.
///
/// ```swift
/// do {
///   _ = try ImageRenderer(content: Color.red.frame(width: .infinity, height: 10)).render()
/// } catch let error as RenderError {
///   print(error)   // says which size was wrong and what to change
/// }
/// ```
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// The scale (pixels per point) is not a finite number above 0.
  case invalidScale(CGFloat)
  /// The canvas, in points, is not finite or is negative.
  case invalidCanvasSize(width: CGFloat, height: CGFloat)
  /// The canvas has more pixels a side, or in all, than a render can hold.
  case canvasTooLarge(pixelWidth: Double, pixelHeight: Double)
  /// cairo could not make a drawing surface of this size.
  case surfaceUnavailable(pixelWidth: Int, pixelHeight: Int, reason: String)
  /// Views are nested more than `limit` deep, most often because a view's `body` contains the
  /// view itself; `path` names the views from the root, shortened, and what repeats.
  case viewTreeTooDeep(limit: Int, path: String)

  /// The most pixels a side: cairo's limit for image surfaces.
  public static let maximumSide = 32_767
  /// The most pixels in all (a 256 MiB canvas).
  public static let maximumPixelCount = 1 << 26

  public var description: String {
    switch self {
    case .invalidScale(let scale):
      "The render scale \(scale) is not a number of pixels per point above 0; use 1, 2 or 3."
    case .invalidCanvasSize(let width, let height):
      "The view's canvas is \(width) × \(height) points, which cannot be drawn: a size must be finite and "
        + "not negative. Look for NaN, infinite or negative numbers in the view's .frame, .padding or the "
        + "snapshot's layout."
    case .canvasTooLarge(let width, let height):
      "The view's canvas is \(width) × \(height) pixels, more than a render can hold (at most "
        + "\(RenderError.maximumSide) pixels a side and \(RenderError.maximumPixelCount) in all). Give the view or the layout a "
        + "smaller frame, or render at a lower scale."
    case .surfaceUnavailable(let width, let height, let reason):
      "cairo could not make a \(width) × \(height) pixel canvas (\(reason)). Render a smaller view."
    case .viewTreeTooDeep(let limit, let path):
      "The view tree is nested more than \(limit) views deep, at \(path). A view whose body shows itself "
        + "must stop: give the recursion an end (a depth or a condition that becomes false), or build the "
        + "repeated part with ForEach."
    }
  }

  /// The canvas size in whole pixels, or the reason there is none.
  static func pixelSize(of canvas: CGSize, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
    guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
    guard canvas.width.isFinite, canvas.height.isFinite, canvas.width >= 0, canvas.height >= 0 else {
      throw .invalidCanvasSize(width: canvas.width, height: canvas.height)
    }
    let width = (canvas.width * scale - 0.001).rounded(.up), height = (canvas.height * scale - 0.001).rounded(.up)
    let limit = Double(maximumSide)
    guard width.isFinite, height.isFinite, width <= limit, height <= limit,
      max(width, 0) * max(height, 0) <= Double(maximumPixelCount)
    else { throw .canvasTooLarge(pixelWidth: width, pixelHeight: height) }
    return (max(Int(width), 0), max(Int(height), 0))
  }
}
