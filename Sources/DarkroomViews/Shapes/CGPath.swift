import Foundation

/// Core Graphics' path, for code that builds one (often through `UIBezierPath.cgPath`) and
/// hands it to SwiftUI as `Path(cgPath)`. Linux has no Core Graphics, so Darkroom provides
/// the type over its own ``Path`` (developer.apple.com/documentation/coregraphics/cgpath).
///
/// ```swift
/// let outline = CGMutablePath()
/// outline.move(to: .zero)
/// outline.addLine(to: CGPoint(x: 20, y: 0))
/// outline.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
/// let shape = Path(outline)
/// ```
///
/// Angles and `clockwise` mean what they mean to ``Path``: a path drawn in a flipped
/// (y-down) view, as SwiftUI's own `Path` wraps a `CGPath`.
public class CGPath: @unchecked Sendable {
  package var path: Path

  init(path: Path) {
    self.path = path
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingBox: CGRect { path.boundingRect }

  /// Core Graphics' tighter box, of the outline alone; here the same as ``boundingBox``,
  /// control points included.
  public var boundingBoxOfPath: CGRect { path.boundingRect }

  /// The point the next element starts from.
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// A mutable copy of the path.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

  /// A copy of the path, mapped by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(path: path, transform: transform)
  }

  /// Whether `point` is inside the path mapped by `transform`, filled by `rule`.
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity)
    -> Bool
  {
    path.applying(transform).contains(point, eoFill: rule == .evenOdd)
  }

  /// A rectangle as a path.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: Path(rect), transform: transform)
  }

  /// The ellipse inside `rect` as a path.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: Path(ellipseIn: rect), transform: transform)
  }

  /// A rectangle with rounded corners of `cornerWidth` by `cornerHeight` as a path.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {
    let corners = CGSize(width: cornerWidth, height: cornerHeight)
    self.init(path: Path(roundedRect: rect, cornerSize: corners, style: .circular), transform: transform)
  }

  /// `path` mapped by the transform Core Graphics passes by pointer, if any.
  private convenience init(path: Path, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: transform.map { path.applying($0.pointee) } ?? path)
  }
}

/// How a path's inside is decided where it crosses itself.
public enum CGPathFillRule: Int, Sendable {
  case winding = 0
  case evenOdd = 1
}

/// A ``CGPath`` built step by step.
///
/// ```swift
/// let wave = CGMutablePath()
/// wave.move(to: CGPoint(x: 0, y: 10))
/// wave.addQuadCurve(to: CGPoint(x: 40, y: 10), control: CGPoint(x: 20, y: -10))
/// ```
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() {
    super.init(path: Path())
  }

  override init(path: Path) {
    super.init(path: path)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform))
  }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: point.applying(transform))
  }

  /// Adds straight lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(points.map { $0.applying(transform) })
  }

  /// Adds a quadratic curve to `end` bent towards `control`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// Adds a cubic curve to `end` with two control points.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
  }

  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addRect(rect, transform: transform)
  }

  /// Adds rectangles as closed subpaths.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    path.addRects(rects, transform: transform)
  }

  /// Adds the ellipse inside `rect` as a closed subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addEllipse(in: rect, transform: transform)
  }

  /// Adds a rectangle with corners of `cornerWidth` by `cornerHeight` as a closed subpath.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    path.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: transform)
  }

  /// Adds an arc of a circle from `startAngle` to `endAngle` (radians); a line joins the
  /// current point to its start.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: clockwise, transform: transform)
  }

  /// Adds an arc of a circle from `startAngle` turning by `delta` (radians).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
  ) {
    path.addRelativeArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)),
      transform: transform)
  }

  /// Adds another path's elements.
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path, transform: transform)
  }

  /// Closes the current subpath with a line to its start.
  public func closeSubpath() {
    path.closeSubpath()
  }
}

extension Path {
  /// The path of a Core Graphics path.
  public init(_ path: CGPath) {
    self = path.path
  }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { CGPath(path: self) }
}
