/// A piece of a shape's outline, from a fraction of its length to another, as
/// `Shape.trim(from:to:)` makes it.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.75).stroke(.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
/// ```
public nonisolated struct _TrimmedShape<Content: Shape>: Shape {
  public var shape: Content
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The part of the outline between two fractions of its length, 0 being where the path
  /// starts (3 o'clock for a circle, going clockwise) and 1 where it ends.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: progress).rotation(.degrees(-90)).stroke(.blue, lineWidth: 8)
  /// ```
  ///
  /// Fractions are clamped to 0…1; a start at or past the end, or a fraction that is not a
  /// number, leaves nothing to draw.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

nonisolated extension Path {
  /// The part of the path between two fractions of its length.
  ///
  /// ```swift
  /// let half = Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.5)
  /// ```
  public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
    guard start.isFinite, end.isFinite else { return Path() }
    let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
    guard from < to else { return Path() }
    if from == 0 && to == 1 { return self }
    let pieces = PathPieces(self)
    let total = pieces.length
    guard total > 0, total.isFinite else { return Path() }
    return pieces.slice(from: from * total, to: to * total)
  }
}

/// A path as a list of cubic pieces with their lengths, for cutting it by length.
struct PathPieces {
  struct Piece {
    var start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint
    /// Whether this piece starts a new subpath.
    var startsSubpath: Bool
    /// Whether the piece is a straight line, cut exactly by length.
    var isLine = false
    /// Lengths along the curve at parameters 0, 1/n, …, 1.
    var lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }
  }

  static let samples = 24
  private(set) var pieces: [Piece] = []

  init(_ path: Path) {
    var current = CGPoint.zero, subpathStart = CGPoint.zero
    var newSubpath = true
    func add(_ control1: CGPoint, _ control2: CGPoint, _ end: CGPoint) {
      pieces.append(PathPieces.piece(current, control1, control2, end, startsSubpath: newSubpath))
      newSubpath = false
      current = end
    }
    func addLine(_ end: CGPoint) {
      let length = hypot(end.x - current.x, end.y - current.y)
      pieces.append(
        Piece(
          start: current, control1: current, control2: end, end: end, startsSubpath: newSubpath, isLine: true,
          lengths: [0, length]))
      newSubpath = false
      current = end
    }
    path.forEach { element in
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        newSubpath = true
      case .line(let point):
        addLine(point)
      case .quadCurve(let point, let control):
        let (c1, c2) = PathPieces.cubicControls(from: current, quadControl: control, to: point)
        add(c1, c2, point)
      case .curve(let point, let control1, let control2):
        add(control1, control2, point)
      case .closeSubpath:
        if current != subpathStart { addLine(subpathStart) }
        current = subpathStart
        newSubpath = true
      }
    }
  }

  var length: CGFloat { pieces.reduce(0) { $0 + $1.length } }

  private static func piece(
    _ start: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ end: CGPoint, startsSubpath: Bool
  ) -> Piece {
    var lengths: [CGFloat] = [0]
    var previous = start
    for step in 1...samples {
      let point = pointOnCurve(start, control1, control2, end, CGFloat(step) / CGFloat(samples))
      lengths.append(lengths[lengths.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
      previous = point
    }
    return Piece(start: start, control1: control1, control2: control2, end: end, startsSubpath: startsSubpath, lengths: lengths)
  }

  /// The cubic's control points that draw the same curve as a quadratic's one control.
  static func cubicControls(from start: CGPoint, quadControl control: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
    (
      CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
      CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
    )
  }

  /// The point at parameter `t` (0 to 1) of the cubic from `p0` to `p3`.
  static func pointOnCurve(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
    return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
  }

  /// The curve parameter at `distance` along a piece.
  private static func parameter(at distance: CGFloat, in piece: Piece) -> CGFloat {
    guard piece.length > 0 else { return 0 }
    let lengths = piece.lengths
    for index in 1..<lengths.count where lengths[index] >= distance {
      let span = lengths[index] - lengths[index - 1]
      let within = span > 0 ? (distance - lengths[index - 1]) / span : 0
      return (CGFloat(index - 1) + within) / CGFloat(samples)
    }
    return 1
  }

  /// The cubic between parameters `t0` and `t1` of a piece, by de Casteljau's construction.
  private static func cut(_ piece: Piece, _ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    // The part after t0.
    let ab = lerp(piece.start, piece.control1, t0), bc = lerp(piece.control1, piece.control2, t0)
    let cd = lerp(piece.control2, piece.end, t0)
    let abc = lerp(ab, bc, t0), bcd = lerp(bc, cd, t0)
    let head = lerp(abc, bcd, t0)
    let (q0, q1, q2, q3) = (head, bcd, cd, piece.end)
    // The part of that before t1, measured again from 0.
    let t = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
    let r01 = lerp(q0, q1, t), r12 = lerp(q1, q2, t), r23 = lerp(q2, q3, t)
    let r012 = lerp(r01, r12, t), r123 = lerp(r12, r23, t)
    return (q0, r01, r012, lerp(r012, r123, t))
  }

  func slice(from start: CGFloat, to end: CGFloat) -> Path {
    var path = Path()
    var offset: CGFloat = 0
    var joined = false
    for piece in pieces {
      defer { offset += piece.length }
      let low = max(start, offset), high = min(end, offset + piece.length)
      guard low < high || (low == high && piece.length == 0 && low > start && high < end) else {
        joined = false
        continue
      }
      if piece.isLine {
        let length = piece.length
        func along(_ distance: CGFloat) -> CGPoint {
          let t = length > 0 ? (distance - offset) / length : 0
          return CGPoint(x: piece.start.x + (piece.end.x - piece.start.x) * t, y: piece.start.y + (piece.end.y - piece.start.y) * t)
        }
        if !joined || piece.startsSubpath { path.move(to: along(low)) }
        path.addLine(to: along(high))
        joined = true
        continue
      }
      let t0 = PathPieces.parameter(at: low - offset, in: piece)
      let t1 = PathPieces.parameter(at: high - offset, in: piece)
      let (p0, p1, p2, p3) = PathPieces.cut(piece, t0, t1)
      if !joined || piece.startsSubpath { path.move(to: p0) }
      path.addCurve(to: p3, control1: p1, control2: p2)
      joined = true
    }
    return path
  }
}
