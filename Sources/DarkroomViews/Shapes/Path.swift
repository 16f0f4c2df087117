/// The outline of a shape: lines and curves in a view's coordinates (points, y down).
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
public nonisolated struct Path: Shape, Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with rounded corners of the given size.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse inside `rect`.
  public init(ellipseIn rect: CGRect) {
    appendEllipse(in: rect)
  }

  /// A path built by a closure.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// The path itself: a path drawn as a shape keeps its own coordinates.
  public func path(in rect: CGRect) -> Path { self }

  /// The smallest rectangle holding every point of the path, control points included.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) {
    elements.append(.line(to: point))
  }

  /// Adds a quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the subpath with a line back to its start.
  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
  }

  /// Adds lines through the points, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    points.dropFirst().forEach { addLine(to: $0) }
  }

  /// Adds a rectangle as a closed subpath, its corners mapped by `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    add(transformedBy: transform) { path in
      path.addLines([
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ])
      path.closeSubpath()
    }
  }

  /// Adds each rectangle as a closed subpath, mapped by `transform`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    rects.forEach { addRect($0, transform: transform) }
  }

  /// Adds a rounded rectangle as a closed subpath, mapped by `transform`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
  ) {
    add(transformedBy: transform) { path in
      RoundedCorners(rect: rect, radius: min(cornerSize.width, cornerSize.height), style: style).append(to: &path)
    }
  }

  /// Adds the ellipse inside `rect` as a closed subpath, mapped by `transform`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    add(transformedBy: transform) { $0.appendEllipse(in: rect) }
  }

  private mutating func appendEllipse(in rect: CGRect) {
    // Four quarter arcs, each a cubic with the usual 0.5523 handle length.
    let handle: CGFloat = 0.5522847498
    let rx = rect.width / 2, ry = rect.height / 2
    let cx = rect.midX, cy = rect.midY
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * handle),
      control2: CGPoint(x: cx + rx * handle, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * handle, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * handle))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * handle),
      control2: CGPoint(x: cx - rx * handle, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * handle, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * handle))
    closeSubpath()
  }

  /// Adds an arc of a circle, mapped by `transform`. Angles run from the positive x axis
  /// towards positive y (down the screen); `clockwise` runs against that, as in SwiftUI. A
  /// line joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var sweep = endAngle.radians - startAngle.radians
    guard sweep.isFinite else { return }
    sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi)
    if clockwise, sweep > 0 { sweep -= 2 * .pi }
    if !clockwise, sweep < 0 { sweep += 2 * .pi }
    addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
  }

  /// Adds an arc of a circle from `startAngle` turning by `delta` (positive turns towards
  /// positive y), mapped by `transform`; a line joins the current point to its start.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    guard delta.radians.isFinite, startAngle.radians.isFinite else { return }
    var arc = Path()
    arc.appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians)
    arc = transform.isIdentity ? arc : arc.applying(AffineMap(transform))
    if !(elements.isEmpty || elements.last == .closeSubpath), case .move(let start) = arc.elements.first {
      arc.elements[0] = .line(to: start)
    }
    elements += arc.elements
  }

  private mutating func appendArc(center: CGPoint, radius: CGFloat, start startAngle: Double, sweep: Double) {
    let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    move(to: start)
    let pieces = min(64, max(1, Int(saturating: (abs(sweep) / (.pi / 2)).rounded(.up))))
    let step = sweep / Double(pieces)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let from = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let to = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      addCurve(
        to: to, control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
      angle = next
    }
  }

  /// Adds another path's elements, mapped by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += transform.isIdentity ? path.elements : path.applying(AffineMap(transform)).elements
  }

  /// Builds a piece of path on its own and adds it mapped by `transform`.
  private mutating func add(transformedBy transform: CGAffineTransform, _ build: (inout Path) -> Void) {
    guard !transform.isIdentity else { return build(&self) }
    var piece = Path()
    build(&piece)
    addPath(piece, transform: transform)
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: moved(point))
      case .line(let point): .line(to: moved(point))
      case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
      case .curve(let point, let c1, let c2): .curve(to: moved(point), control1: moved(c1), control2: moved(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }
}

/// How the corners of a rounded rectangle are drawn.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .circular)
/// ```
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's smooth corners, whose curvature eases in from the straight edge.
  case continuous
}
