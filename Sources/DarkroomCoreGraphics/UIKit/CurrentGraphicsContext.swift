import CPangoCairo
import DarkroomViews
import Foundation

/// UIKit's stack of current graphics contexts, one per thread, as UIKit keeps it: an image
/// renderer, `UIGraphicsBeginImageContextWithOptions` and `UIGraphicsPushContext` push a
/// context, and `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` draw into
/// the top one. Renders on other threads have stacks of their own.
enum CurrentGraphicsContext {
  /// One entry: the context, and whether `UIGraphicsBeginImageContext…` made it.
  final class Stack {
    var entries: [(context: CGContext, scale: CGFloat, isImageContext: Bool)] = []
  }

  private static let key = "Darkroom.CurrentGraphicsContext"

  static var stack: Stack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? Stack { return stack }
    let stack = Stack()
    dictionary[key] = stack
    return stack
  }

  static var top: CGContext? { stack.entries.last?.context }

  /// Runs `body` with `context` current, and takes it off the stack after.
  static func with<Result>(_ context: CGContext, scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
    let stack = stack
    stack.entries.append((context, scale, false))
    let depth = stack.entries.count
    defer {
      // Contexts the body pushed and left on the stack go with it.
      if stack.entries.count >= depth { stack.entries.removeSubrange((depth - 1)...) }
    }
    return try body()
  }
}

/// The context UIKit drawing goes into on this thread: the innermost image renderer's,
/// image context's or pushed context; `nil` outside them.
///
/// ```swift
/// guard let context = UIGraphicsGetCurrentContext() else { return }
/// context.setFillColor(UIColor.red.cgColor)
/// context.fill(rect)
/// ```
public func UIGraphicsGetCurrentContext() -> CGContext? {
  CurrentGraphicsContext.top
}

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
///
/// ```swift
/// UIGraphicsPushContext(bitmapContext)
/// UIColor.blue.setFill()
/// UIRectFill(bounds)
/// UIGraphicsPopContext()
/// ```
public func UIGraphicsPushContext(_ context: CGContext) {
  CurrentGraphicsContext.stack.entries.append((context, context.baseScale, false))
}

/// Takes the current context off the stack; does nothing when the stack is empty.
public func UIGraphicsPopContext() {
  _ = CurrentGraphicsContext.stack.entries.popLast()
}

/// Starts an image context of `size` points, transparent unless `opaque`, at `scale` pixels
/// a point (0 for the screen's scale), and makes it current until
/// ``UIGraphicsEndImageContext()``. A size of no pixels, or too many, gives a context that
/// draws nothing.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 0)
/// UIColor.red.setFill()
/// UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
/// let image = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
  let context = CGContext.imageContext(bounds: CGRect(origin: .zero, size: size), scale: scale, opaque: opaque)
  CurrentGraphicsContext.stack.entries.append((context, scale, true))
}

/// Starts a transparent image context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context has drawn so far; `nil` when the current context is not
/// an image context or has no pixels.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = CurrentGraphicsContext.stack.entries.last, entry.isImageContext, let image = entry.context.makeImage() else {
    return nil
  }
  return UIImage(bitmap: image.bitmap, scale: entry.scale)
}

/// Ends the current image context; does nothing when the current context is not one.
public func UIGraphicsEndImageContext() {
  let stack = CurrentGraphicsContext.stack
  if stack.entries.last?.isImageContext == true { stack.entries.removeLast() }
}

/// Fills `rect` with the current context's fill colour.
///
/// ```swift
/// UIColor.systemGray6.setFill()
/// UIRectFill(bounds)
/// ```
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a one-point frame just inside `rect` with the current context's fill colour.
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  context.saveGState()
  context.setStrokeColor(context.state.fill)
  context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
  context.restoreGState()
}

extension CGContext {
  /// A y-down context of `bounds` at `scale` pixels a point, as UIKit's image contexts are;
  /// an opaque one starts black.
  static func imageContext(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext {
    // A negative size has no pixels, rather than the pixels of its standardised rectangle.
    let width = PixelCanvas.wholePixels(bounds.size.width.isFinite ? bounds.size.width : 0, scale: scale)
    let height = PixelCanvas.wholePixels(bounds.size.height.isFinite ? bounds.size.height : 0, scale: scale)
    let origin = bounds.origin.isFinite ? bounds.origin : .zero
    let base = AffineMap.translation(-origin.x, -origin.y).then(.scale(scale, scale))
    let context = CGContext(pixelWidth: width, pixelHeight: height, baseScale: scale, base: base)
    if opaque, let cairo = context.cairo {
      cairo_set_source_rgba(cairo, 0, 0, 0, 1)
      cairo_paint(cairo)
    }
    return context
  }
}
