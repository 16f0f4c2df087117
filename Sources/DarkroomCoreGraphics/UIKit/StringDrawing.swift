import CPangoCairo
import DarkroomViews
import Foundation

extension NSString {
  /// Draws the string on one line per paragraph, its top-left corner at `point`, into the
  /// current context, with the `.font` and `.foregroundColor` of `attrs` (12-point system
  /// text in black without them).
  ///
  /// ```swift
  /// ("3" as NSString).draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)])
  /// ```
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    UIGraphicsGetCurrentContext()?.drawString(String(self), attributes: attrs, at: point, wrappedIn: nil)
  }

  /// Draws the string wrapped to the width of `rect`, from its top-left corner, into the
  /// current context; lines past the rectangle's bottom are cut off.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    UIGraphicsGetCurrentContext()?.drawString(String(self), attributes: attrs, at: rect.origin, wrappedIn: rect)
  }

  /// The size the string takes drawn with `attrs` on one line per paragraph.
  ///
  /// ```swift
  /// let width = ("Total" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
  /// ```
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    CGContext.measureString(String(self), attributes: attrs, width: nil)
  }
}

extension StringProtocol {
  /// Draws the string at `point` into the current context, as `NSString` draws it.
  ///
  /// ```swift
  /// "42".draw(at: .zero, withAttributes: [.foregroundColor: UIColor.white])
  /// ```
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSString(string: String(self)).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped inside `rect` into the current context.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
  }

  /// The size the string takes drawn with `attrs`.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSString(string: String(self)).size(withAttributes: attrs)
  }
}

extension CGContext {
  /// The text view a string is drawn as: UIKit's default is 12-point system text in black.
  private static func text(_ string: String, attributes: [NSAttributedString.Key: Any]?) -> Text {
    let font = (attributes?[.font] as? UIFont).map(Font.init) ?? .system(size: 12)
    let color = (attributes?[.foregroundColor] as? UIColor).map(Color.init(uiColor:)) ?? Color(red: 0, green: 0, blue: 0)
    return Text(verbatim: string).font(font).foregroundColor(color)
  }

  /// Runs `body` with the string laid out as a node, offered `width` (unlimited when `nil`).
  private static func withNode<Result>(
    _ string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?, _ body: (LayoutNode, CGSize) -> Result
  ) -> Result? {
    DetachedLayout.withNode(for: text(string, attributes: attributes), width: width, body)
  }

  static func measureString(_ string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
    withNode(string, attributes: attributes, width: width) { _, size in size } ?? .zero
  }

  /// Draws a string with its top-left corner at `point`, wrapped and clipped to `rect` if
  /// given, upright where y runs down, as UIKit draws strings.
  func drawString(_ string: String, attributes: [NSAttributedString.Key: Any]?, at point: CGPoint, wrappedIn rect: CGRect?) {
    guard point.isFinite, rect.map({ $0.isFinite && $0.width > 0 }) ?? true, let cairo = drawable else { return }
    let scale = baseScale
    _ = Self.withNode(string, attributes: attributes, width: rect?.width) { node, _ in
      node.finalizeFrames(parentOrigin: point, scale: scale)
      // The painter makes paths of its own; the context's path outlives the drawing.
      preservingPath(cairo) {
        cairo_save(cairo)
        if let rect {
          cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
          cairo_clip(cairo)
        }
        cairo_push_group(cairo)
        Painter(cairo: cairo, scale: scale).draw(node)
        cairo_pop_group_to_source(cairo)
        cairo_set_operator(cairo, state.blendMode.cairoOperator)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
      }
    }
    didDraw()
  }
}
