/// Animates values along keyframes when it runs; a snapshot shows the initial value.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///   Heart().opacity(scale)
/// } keyframes: { _ in
///   LinearKeyframe(0.5, duration: 0.2)
/// }
/// ```
public nonisolated struct KeyframeAnimator<Value, Content: View>: View {
  let content: Content

  /// Content drawn with `initialValue`.
  public init<Trigger: Equatable, K: Keyframes>(
    initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) where K.Value == Value {
    self.content = content(initialValue)
  }

  /// Content drawn with `initialValue`, for keyframes that repeat.
  public init<K: Keyframes>(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) where K.Value == Value {
    self.content = content(initialValue)
  }

  public var body: some View { content }
}

nonisolated extension View {
  /// Draws the view with the keyframes' initial value.
  public func keyframeAnimator<Value, K: Keyframes, Modified: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value {
    content(PlaceholderContentView(content: self), initialValue)
  }

  /// Draws the view with the keyframes' initial value; the trigger never fires.
  public func keyframeAnimator<Value, Trigger: Equatable, K: Keyframes, Modified: View>(
    initialValue: Value, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> some View where K.Value == Value {
    content(PlaceholderContentView(content: self), initialValue)
  }
}
