import Foundation

/// A value's keyframes laid out in time, as SwiftUI's `KeyframeTimeline`: it answers what
/// the value is at any moment. Values that are `VectorArithmetic` (`Double`, `CGFloat`,
/// pairs of them) are interpolated; any other value switches to its next keyframe's value
/// when that keyframe ends.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///   LinearKeyframe(10.0, duration: 1)
///   MoveKeyframe(0.0)
/// }
/// timeline.value(time: 0.5)  // 5.0
/// ```
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [_KeyframeTrackSampler]

  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = content()._tracks
  }

  /// How long the longest track runs, in seconds.
  public var duration: TimeInterval {
    tracks.map(\.duration).max() ?? 0
  }

  /// The value `time` seconds in; before the start it is the initial value, after the end
  /// the last keyframes' values.
  public func value(time: Double) -> Value {
    var root: Any = initialValue
    for track in tracks {
      track.apply(&root, time)
    }
    return root as? Value ?? initialValue
  }

  /// The value at `progress` through the duration, from 0 to 1.
  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }
}

/// Where a track is between its keyframes.
enum KeyframeInterpolation {
  static func value<Value>(of steps: [_KeyframeStep<Value>], from initial: Value, at time: TimeInterval) -> Value {
    var current = initial
    var start = 0.0
    for step in steps {
      let end = start + step.duration
      if time < end, step.duration > 0 {
        let progress = (time - start) / step.duration
        return blend(current, step.target, eased(progress, step.motion))
      }
      if time < start { return current }
      current = step.target
      start = end
    }
    return current
  }

  private static func eased<Value>(_ progress: Double, _ motion: _KeyframeStep<Value>.Motion) -> Double {
    switch motion {
    case .curve(let curve): return curve.value(at: progress)
    case .cubic: return progress * progress * (3 - 2 * progress)
    case .jump: return 1
    case .spring(let spring):
      // A spring's step response with its period the keyframe's length, so it has all but
      // settled when the keyframe ends.
      let omega = 2 * Double.pi
      let damping = min(max(1 - spring.bounce, 0.05), 1)
      if damping >= 1 { return 1 - (1 + omega * progress) * exp(-omega * progress) }
      let damped = omega * (1 - damping * damping).squareRoot()
      let decay = exp(-damping * omega * progress)
      return 1 - decay * (cos(damped * progress) + damping * omega / damped * sin(damped * progress))
    }
  }

  /// `from` moved `fraction` of the way to `to`, for values with arithmetic; others switch
  /// only when the keyframe is done.
  static func blend<Value>(_ from: Value, _ to: Value, _ fraction: Double) -> Value {
    guard let start = from as? any VectorArithmetic else { return fraction < 1 ? from : to }
    return blend(opened: start, to, fraction) ?? to
  }

  private static func blend<Vector: VectorArithmetic, Value>(opened from: Vector, _ to: Value, _ fraction: Double)
    -> Value?
  {
    guard let end = to as? Vector else { return nil }
    return (from + (end - from).scaled(by: fraction)) as? Value
  }
}
