import Foundation

extension Path {
  /// Whether `point` is inside the path when it is filled: by the non-zero winding rule, or
  /// with `eoFill` by the even-odd rule. Open subpaths count as closed, as filling closes
  /// them (developer.apple.com/documentation/swiftui/path/contains(_:eofill:)).
  ///
  /// ```swift
  /// let ring = Path { path in
  ///   path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
  ///   path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
  /// }
  /// ring.contains(CGPoint(x: 20, y: 20), eoFill: true) // false: the hole
  /// ```
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    let winding = windingNumber(around: point)
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// How many times the path's outline turns around `point`, curves taken as 16 straight
  /// pieces each.
  private func windingNumber(around point: CGPoint) -> Int {
    var winding = 0
    var start: CGPoint?
    var current: CGPoint?
    func edge(to end: CGPoint) {
      guard let from = current else { return }
      if from.y <= point.y {
        if end.y > point.y, side(of: point, from: from, to: end) > 0 { winding += 1 }
      } else if end.y <= point.y, side(of: point, from: from, to: end) < 0 {
        winding -= 1
      }
      current = end
    }
    func close() {
      if let start { edge(to: start) }
    }
    func curve(from: CGPoint, _ control1: CGPoint, _ control2: CGPoint, _ to: CGPoint) {
      for step in 1...16 {
        edge(to: PathPieces.pointOnCurve(from, control1, control2, to, CGFloat(step) / 16))
      }
    }
    for element in elements {
      switch element {
      case .move(let to):
        close()
        start = to
        current = to
      case .line(let to):
        edge(to: to)
      case .quadCurve(let to, let control):
        let from = current ?? to
        let (control1, control2) = PathPieces.cubicControls(from: from, quadControl: control, to: to)
        curve(from: from, control1, control2, to)
      case .curve(let to, let control1, let control2):
        curve(from: current ?? to, control1, control2, to)
      case .closeSubpath:
        close()
        current = start
      }
    }
    close()
    return winding
  }

  /// Positive when `point` is left of the line from `from` to `to` (y down), zero on it.
  private func side(of point: CGPoint, from: CGPoint, to: CGPoint) -> CGFloat {
    (to.x - from.x) * (point.y - from.y) - (point.x - from.x) * (to.y - from.y)
  }
}
