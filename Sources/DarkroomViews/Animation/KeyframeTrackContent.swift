import Foundation

/// A run of keyframes for one value, as SwiftUI declares it: what a ``KeyframeTrack``'s
/// builder holds.
///
/// ```swift
/// KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2) }
/// ```
public protocol KeyframeTrackContent<Value> {
  associatedtype Value
  /// The keyframes, in order.
  var _steps: [_KeyframeStep<Value>] { get }
}

/// One keyframe: the value it reaches, how long it takes, and how it moves there.
public struct _KeyframeStep<Value> {
  enum Motion {
    case curve(UnitCurve)
    case spring(Spring)
    case cubic
    case jump
  }

  let target: Value
  let duration: TimeInterval
  let motion: Motion
}

/// Keyframes the builder has gathered.
public struct _KeyframeSteps<Value>: KeyframeTrackContent {
  public let _steps: [_KeyframeStep<Value>]
}

/// Moves to a value along a unit curve, linear unless told.
///
/// ```swift
/// LinearKeyframe(0.0, duration: 0.25, timingCurve: .easeOut)
/// ```
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  public let _steps: [_KeyframeStep<Value>]

  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    _steps = [_KeyframeStep(target: to, duration: max(duration, 0), motion: .curve(timingCurve))]
  }
}

/// Moves to a value as a spring does, settling at the end of `duration` (the spring's own
/// duration when none is given).
///
/// ```swift
/// SpringKeyframe(1.2, duration: 0.2, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  public let _steps: [_KeyframeStep<Value>]

  /// `startVelocity` is accepted; the spring starts at rest.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    _steps = [_KeyframeStep(target: to, duration: max(duration ?? spring.duration, 0), motion: .spring(spring))]
  }
}

/// Moves to a value along a smooth cubic curve.
///
/// ```swift
/// CubicKeyframe(1.0, duration: 0.3)
/// ```
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  public let _steps: [_KeyframeStep<Value>]

  /// The velocities are accepted; the curve starts and ends at rest.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    _steps = [_KeyframeStep(target: to, duration: max(duration, 0), motion: .cubic)]
  }
}

/// Jumps to a value at once.
///
/// ```swift
/// MoveKeyframe(0.0)
/// ```
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  public let _steps: [_KeyframeStep<Value>]

  public init(_ to: Value) {
    _steps = [_KeyframeStep(target: to, duration: 0, motion: .jump)]
  }
}

/// Gathers the keyframes of one track, in order.
///
/// ```swift
/// KeyframeTrack(\.offset) { if bounces { SpringKeyframe(20) } else { MoveKeyframe(20) } }
/// ```
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _KeyframeSteps<Value>
  where Content.Value == Value {
    _KeyframeSteps(_steps: content._steps)
  }

  public static func buildBlock(_ parts: _KeyframeSteps<Value>...) -> _KeyframeSteps<Value> {
    _KeyframeSteps(_steps: parts.flatMap(\._steps))
  }

  public static func buildOptional(_ part: _KeyframeSteps<Value>?) -> _KeyframeSteps<Value> {
    part ?? _KeyframeSteps(_steps: [])
  }

  public static func buildEither(first: _KeyframeSteps<Value>) -> _KeyframeSteps<Value> { first }

  public static func buildEither(second: _KeyframeSteps<Value>) -> _KeyframeSteps<Value> { second }

  public static func buildArray(_ parts: [_KeyframeSteps<Value>]) -> _KeyframeSteps<Value> {
    _KeyframeSteps(_steps: parts.flatMap(\._steps))
  }
}
