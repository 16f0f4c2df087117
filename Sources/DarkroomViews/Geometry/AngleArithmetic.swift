/// Angles add, subtract, negate and scale by a number, as SwiftUI's do.
///
/// ```swift
/// let start = Angle.degrees(-90)
/// let end = start + .degrees(360 * progress)
/// let half = (end - start) / 2
/// ```
extension Angle {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  /// The angle's size in radians, whatever its sign.
  public var magnitude: Double { abs(radians) }

  public mutating func negate() { radians = -radians }

  public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
  public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
  public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
