import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// (developer.apple.com/documentation/uikit/uirectcorner).
///
/// ```swift
/// let top: UIRectCorner = [.topLeft, .topRight]
/// ```
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path, as view files use it: built, then handed to SwiftUI through `cgPath`,
/// most often to round some corners of a view
/// (developer.apple.com/documentation/uikit/uibezierpath).
///
/// ```swift
/// struct RoundedCorner: Shape {
///   var radius: CGFloat = 12
///   var corners: UIRectCorner = [.topLeft, .topRight]
///
///   func path(in rect: CGRect) -> Path {
///     let path = UIBezierPath(
///       roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
///     return Path(path.cgPath)
///   }
/// }
/// ```
///
/// In UIKit's coordinates y runs down the screen, so `clockwise` turns the way a clock's
/// hands turn on the screen: the opposite of SwiftUI's `Path.addArc(clockwise:)`. `fill()`
/// and `stroke()` draw into the current graphics context (an image renderer's, say).
open class UIBezierPath: @unchecked Sendable {
  private var storage: Path

  /// The width of the line a stroke of the path draws.
  public var lineWidth: CGFloat = 1
  /// Whether the inside is decided by the even-odd rule rather than the non-zero one.
  public var usesEvenOddFillRule = false
  /// How the ends of a stroke are drawn.
  public var lineCapStyle = CGLineCap.butt
  /// How the corners of a stroke are drawn.
  public var lineJoinStyle = CGLineJoin.miter
  /// How far a mitred corner of a stroke may reach before it is bevelled.
  public var miterLimit: CGFloat = 10

  /// An empty path.
  public init() {
    storage = Path()
  }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init(path: Path(rect))
  }

  /// The ellipse inside `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init(path: Path(ellipseIn: rect))
  }

  /// A rectangle with all corners rounded by `cornerRadius`, with iOS's continuous corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(path: Path(roundedRect: rect, cornerRadius: Self.clamped(cornerRadius, in: rect), style: .continuous))
  }

  /// A rectangle with the given corners rounded. UIKit reads the radii's width for both
  /// axes and keeps it within half the rectangle's shorter side.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let radius = Self.clamped(cornerRadii.width, in: rect)
    func corner(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
    let shape = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(
        topLeading: corner(.topLeft), bottomLeading: corner(.bottomLeft), bottomTrailing: corner(.bottomRight),
        topTrailing: corner(.topRight)),
      style: .circular)
    self.init(path: shape.path(in: rect.standardized))
  }

  /// An arc of a circle from `startAngle` to `endAngle` (radians).
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// The path of a Core Graphics path.
  public convenience init(cgPath: CGPath) {
    self.init(path: cgPath.path)
  }

  init(path: Path) {
    storage = path
  }

  /// The path as a Core Graphics path, for `Path(_:)`.
  public var cgPath: CGPath {
    get { CGPath(path: storage) }
    set { storage = newValue.path }
  }

  /// The smallest rectangle holding every point of the path, control points included.
  public var bounds: CGRect { storage.isEmpty ? .zero : storage.boundingRect }
  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }
  /// The point the next element starts from.
  public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    storage.move(to: point)
  }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint) {
    storage.addLine(to: point)
  }

  /// Adds a cubic curve to `end`.
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    storage.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic curve to `end`.
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    storage.addQuadCurve(to: end, control: controlPoint)
  }

  /// Adds an arc of a circle; `clockwise` as it looks on the screen.
  public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    storage.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line to its start.
  public func close() {
    storage.closeSubpath()
  }

  /// Removes every element.
  public func removeAllPoints() {
    storage = Path()
  }

  /// Adds another path's elements.
  public func append(_ other: UIBezierPath) {
    storage.addPath(other.storage)
  }

  /// Maps every point of the path by `transform`.
  public func apply(_ transform: CGAffineTransform) {
    storage = storage.applying(transform)
  }

  /// Whether `point` is inside the path, by its fill rule.
  public func contains(_ point: CGPoint) -> Bool {
    storage.contains(point, eoFill: usesEvenOddFillRule)
  }

  private static func clamped(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, min(abs(rect.width), abs(rect.height)) / 2)
  }
}
