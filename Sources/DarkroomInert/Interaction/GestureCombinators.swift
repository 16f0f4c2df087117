import DarkroomViews

/// The ways SwiftUI combines and observes gestures, with the result types it spells: each
/// keeps what it was given and, like every gesture here, is never recognised in a still frame.

extension Gesture {
  /// Accepted and ignored: the gesture never ends in a still frame, so `action` is never called.
  ///
  /// ```swift
  /// DragGesture().onEnded { value in position.width += value.translation.width }
  /// ```
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Accepted and ignored: the gesture never updates in a still frame, so `state` keeps its
  /// initial value and `body` is never called.
  ///
  /// ```swift
  /// @GestureState private var offset = CGSize.zero
  /// DragGesture().updating($offset) { value, state, transaction in state = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Accepted and ignored: the gesture's values, changed by `body`, which is never called.
  ///
  /// ```swift
  /// LongPressGesture().map { _ in Date() }
  /// ```
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Accepted and ignored: both gestures at once, as a pinch and a rotation are.
  ///
  /// ```swift
  /// MagnifyGesture().simultaneously(with: RotateGesture())
  /// ```
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// Accepted and ignored: `other` once this gesture has ended, as a drag after a long press.
  ///
  /// ```swift
  /// LongPressGesture().sequenced(before: DragGesture())
  /// ```
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Accepted and ignored: this gesture, or `other` when this one fails.
  ///
  /// ```swift
  /// TapGesture(count: 2).exclusively(before: TapGesture())
  /// ```
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }

  /// Accepted and ignored: the gesture only while the modifier keys are held.
  public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
    _ModifiersGesture(content: self, modifiers: modifiers)
  }
}

extension Gesture where Value: Equatable {
  /// Accepted and ignored: the gesture never changes in a still frame, so `action` is never called.
  ///
  /// ```swift
  /// DragGesture().onChanged { value in offset = value.translation }
  /// ```
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// A gesture with an action for when it ends; made by `onEnded(_:)`.
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void
}

/// A gesture with an action for each change; made by `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void
}

/// A gesture whose values are changed by a closure; made by `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never
  public static var _valueType: Value.Type { Value.self }
  let content: Content
  let transform: (Content.Value) -> Value
}

/// A gesture that counts only while modifier keys are held; made by `modifiers(_:)`.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
  let content: Content
  let modifiers: EventModifiers
}

/// A gesture that updates a ``GestureState`` while it happens; made by `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  /// The gesture that is observed.
  public var base: Base
  /// The state it would update.
  public var state: GestureState<State>
  let update: (Value, inout State, inout Transaction) -> Void

  /// The gesture `base`, updating `state` through `body`.
  public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
    self.base = base
    self.state = state
    self.update = body
  }
}

/// Two gestures recognised at the same time; made by `simultaneously(with:)`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  /// The values of both gestures, each `nil` until it begins.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var first: First
  public var second: Second

  /// Both gestures at once.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture and then another; made by `sequenced(before:)`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  /// Which gesture is under way: the first, or the second after the first ended.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public var first: First
  public var second: Second

  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One gesture, or another when the first fails; made by `exclusively(before:)`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Body = Never
  /// The gesture that was recognised.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public var first: First
  public var second: Second

  /// `first`, or `second` if `first` fails.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
