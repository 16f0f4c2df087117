import Foundation

/// Keyframes for a value, as SwiftUI declares them: one or more ``KeyframeTrack``s, each
/// moving one property of the value through its keyframes at the same time as the others.
///
/// ```swift
/// Text("Hi").keyframeAnimator(initialValue: AnimationValues()) { content, value in
///   content.scaleEffect(value.scale)
/// } keyframes: { _ in
///   KeyframeTrack(\.scale) { SpringKeyframe(1.2, duration: 0.2); CubicKeyframe(1.0, duration: 0.3) }
/// }
/// ```
public protocol Keyframes<Value> {
  associatedtype Value
  /// The tracks, each setting its property of a root value at a time.
  var _tracks: [_KeyframeTrackSampler] { get }
}

/// One track with its root type erased: how long it runs, and the property it sets at a time.
public struct _KeyframeTrackSampler {
  let duration: TimeInterval
  /// Sets the track's property of `root` for `time`; a root of another type is left alone.
  let apply: (inout Any, TimeInterval) -> Void
}

/// The keyframes of one property of `Root`, from the root's initial value; a track without
/// a key path moves the whole value.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) { LinearKeyframe(-20, duration: 0.2); SpringKeyframe(0) }
/// KeyframeTrack { CubicKeyframe(1.0, duration: 0.3) }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \.self
    self.content = content()
  }

  public var _tracks: [_KeyframeTrackSampler] {
    let steps = content._steps
    let keyPath = keyPath
    return [
      _KeyframeTrackSampler(duration: steps.reduce(0) { $0 + $1.duration }) { root, time in
        guard var typed = root as? Root else { return }
        typed[keyPath: keyPath] = KeyframeInterpolation.value(of: steps, from: typed[keyPath: keyPath], at: time)
        root = typed
      }
    ]
  }
}

/// The tracks a builder has gathered, for a value of type `Value`.
public struct _KeyframesGroup<Value>: Keyframes {
  public let _tracks: [_KeyframeTrackSampler]
}

/// Gathers the tracks of a value's keyframes.
///
/// ```swift
/// KeyframeTimeline(initialValue: AnimationValues()) {
///   KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
///   KeyframeTrack(\.angle) { MoveKeyframe(.degrees(90)) }
/// }
/// ```
@resultBuilder
public enum KeyframesBuilder<Value> {
  // A track's root is the builder's value: this is what lets `\.scale` find its root type.
  public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>)
    -> _KeyframesGroup<Value>
  {
    _KeyframesGroup(_tracks: track._tracks)
  }

  @_disfavoredOverload
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesGroup<Value> {
    _KeyframesGroup(_tracks: keyframes._tracks)
  }

  /// Keyframes for the whole value, written without a track.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _KeyframesGroup<Value>
  where Content.Value == Value {
    _KeyframesGroup(_tracks: KeyframeTrack<Value, Value, _KeyframeSteps<Value>> { content }._tracks)
  }

  public static func buildBlock(_ parts: _KeyframesGroup<Value>...) -> _KeyframesGroup<Value> {
    _KeyframesGroup(_tracks: parts.flatMap(\._tracks))
  }

  public static func buildOptional(_ part: _KeyframesGroup<Value>?) -> _KeyframesGroup<Value> {
    part ?? _KeyframesGroup(_tracks: [])
  }

  public static func buildEither(first: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { first }

  public static func buildEither(second: _KeyframesGroup<Value>) -> _KeyframesGroup<Value> { second }

  public static func buildArray(_ parts: [_KeyframesGroup<Value>]) -> _KeyframesGroup<Value> {
    _KeyframesGroup(_tracks: parts.flatMap(\._tracks))
  }
}
