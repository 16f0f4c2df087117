/// An animation curve, as SwiftUI names them. Snapshots are single frames, so a curve is only
/// carried to the modifiers that accept it (`.animation(_:value:)`, `withAnimation`,
/// `PhaseAnimator`) and never played.
///
/// ```swift
/// Circle().animation(.spring(duration: 0.3), value: isOn)
/// ```
public struct Animation: Hashable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  /// A spring that keeps its velocity when interrupted, with SwiftUI's default duration.
  public static let interpolatingSpring = Animation(name: "interpolatingSpring")
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
  // SwiftUI marks this one disfavoured too, so that `.spring()` picks the other.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
  /// A spring for motion that follows a finger, as SwiftUI's: stiffer and more damped than
  /// `.spring`; accepted, never played.
  ///
  /// ```swift
  /// withAnimation(.interactiveSpring(response: 0.3, dampingFraction: 0.8)) { offset = .zero }
  /// ```
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
    .interactiveSpring
  }
  /// An interactive spring given by its duration and extra bounce; accepted, never played.
  @_disfavoredOverload
  public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
    .interactiveSpring
  }
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { .spring }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation { .easeInOut }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}
