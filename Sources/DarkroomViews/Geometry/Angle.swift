/// An angle, stored in radians.
///
/// ```swift
/// let quarter = Angle(degrees: 90)
/// let same: Angle = .radians(.pi / 2)
/// ```
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// No angle.
  public init() { radians = 0 }
  /// An angle in radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle in degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  public static let zero = Angle()
  /// An angle in radians, as `.radians(.pi)`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle in degrees, as `.degrees(90)`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
