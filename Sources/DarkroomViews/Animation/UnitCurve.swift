import Foundation

/// How an animation's progress runs from 0 to 1 over its duration, as SwiftUI's
/// `UnitCurve`: linear, the standard eases, or a cubic Bézier through two control points.
///
/// ```swift
/// LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeInOut)
/// UnitCurve.easeOut.value(at: 0.5)
/// ```
public struct UnitCurve: Hashable, Sendable {
  let start: UnitPoint
  let end: UnitPoint

  /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(start: startControlPoint, end: endControlPoint)
  }

  public static let linear = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))
  public static let easeIn = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 1, y: 1))
  public static let easeOut = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0.58, y: 1))
  public static let easeInOut = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1))

  /// The curve's output at `progress`, which is clamped to 0...1.
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    // The ends and the linear curve are exact, so a keyframe starts and ends on its values.
    if self == .linear || x == 0 || x == 1 { return x }
    // Bisection rather than Newton's method: x(t) is monotonic, and bisection cannot diverge
    // on flat stretches of the curve.
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<40 {
      t = (low + high) / 2
      if Self.coordinate(t, Double(start.x), Double(end.x)) < x { low = t } else { high = t }
    }
    return Self.coordinate(t, Double(start.y), Double(end.y))
  }

  private static func coordinate(_ t: Double, _ first: Double, _ second: Double) -> Double {
    let rest = 1 - t
    return 3 * rest * rest * t * first + 3 * rest * t * t * second + t * t * t
  }
}
