import DarkroomViews

/// A value a gesture updates while it happens and resets when it ends. No gesture happens in
/// a still frame, so its value is always the value it starts with.

/// Accepted and ignored: the state of a gesture under way, which in a still frame is always
/// its initial value.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
///
/// var body: some View {
///   Card()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value
  private let reset: ((Value, inout Transaction) -> Void)?

  /// A state that starts at, and resets to, `wrappedValue`.
  public init(wrappedValue: Value) {
    self.initialValue = wrappedValue
    self.reset = nil
  }

  /// A state that starts at, and resets to, `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A state that resets to `wrappedValue` in `resetTransaction` (its animation, say).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  /// A state that resets to `initialValue` in `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue)
  }

  /// A state that resets to `wrappedValue`, calling `reset` with the value it had.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.initialValue = wrappedValue
    self.reset = reset
  }

  /// A state that resets to `initialValue`, calling `reset` with the value it had.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The gesture's state: its initial value, since no gesture happens in a still frame.
  public var wrappedValue: Value { initialValue }

  /// The state itself, for `updating(_:body:)`: `DragGesture().updating($offset) { … }`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A state that starts at `nil` and resets to it in `resetTransaction`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil)
  }

  /// A state that starts at `nil`, calling `reset` with the value it had when it resets.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}
