/// Animates values along keyframes when it runs; a snapshot shows the initial value.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///   Heart().opacity(scale)
/// } keyframes: { _ in }
/// ```
public nonisolated struct KeyframeAnimator<Value, Content: View>: View {
  let content: Content

  /// Content drawn with `initialValue`.
  public init<Trigger: Equatable, Keyframes>(
    initialValue: Value, trigger: Trigger, @ViewBuilder content: @escaping (Value) -> Content,
    keyframes: @escaping (Value) -> Keyframes
  ) {
    self.content = content(initialValue)
  }

  /// Content drawn with `initialValue`, for keyframes that repeat.
  public init<Keyframes>(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    keyframes: @escaping (Value) -> Keyframes
  ) {
    self.content = content(initialValue)
  }

  public var body: some View { content }
}

nonisolated extension View {
  /// Draws the view with the keyframes' initial value.
  public func keyframeAnimator<Value, Keyframes, Modified: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    keyframes: @escaping (Value) -> Keyframes
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }

  /// Draws the view with the keyframes' initial value; the trigger never fires.
  public func keyframeAnimator<Value, Trigger: Equatable, Keyframes, Modified: View>(
    initialValue: Value, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    keyframes: @escaping (Value) -> Keyframes
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }
}
