/// A spring's shape, as SwiftUI's `Spring`: its duration and bounce, from which the physical
/// quantities follow (developer.apple.com/documentation/swiftui/spring). Snapshots never
/// play it; its numbers are kept and can be read back.
///
/// ```swift
/// let spring = Spring(duration: 0.4, bounce: 0.2)
/// Circle().animation(.spring(spring), value: isOn)
/// ```
public struct Spring: Hashable, Sendable {
  /// How long the spring takes to settle, roughly, in seconds.
  public let duration: Double
  /// How much it overshoots: 0 none, up to 1; negative values are overdamped.
  public let bounce: Double

  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// A spring from its response and damping fraction, as `.spring(response:dampingFraction:)`.
  public init(response: Double, dampingRatio: Double) {
    duration = response
    bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// The mass-spring system's stiffness for a unit mass.
  public var stiffness: Double {
    guard duration > 0 else { return .infinity }
    return (2 * Double.pi / duration) * (2 * Double.pi / duration)
  }

  /// The damping ratio: 1 is critically damped.
  public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// The time the spring takes to settle: its duration.
  public var settlingDuration: Double { duration }

  public static let smooth = Spring(duration: 0.5, bounce: 0)
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation that follows `spring`; accepted, never played.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { .spring }

  /// An interpolating animation that follows `spring`; accepted, never played.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation { .spring }
}
