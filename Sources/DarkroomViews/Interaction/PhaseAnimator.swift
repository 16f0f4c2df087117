/// `PhaseAnimator` and `KeyframeAnimator` at rest: a still frame shows the first phase, or the
/// keyframes' initial value, the state the view starts in.

/// Cycles its content through phases when it runs; a snapshot shows the first phase.
///
/// ```swift
/// PhaseAnimator([false, true]) { glowing in
///   Image(systemName: "star").opacity(glowing ? 1 : 0.4)
/// }
/// ```
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let content: Content?

  /// Content drawn in the first of `phases`.
  public init<Phases: Sequence>(
    _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    self.content = phases.first(where: { _ in true }).map(content)
  }

  /// Content drawn in the first of `phases`; the trigger never fires in a still frame.
  public init<Phases: Sequence, Trigger: Equatable>(
    _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    self.content = phases.first(where: { _ in true }).map(content)
  }

  public var body: some View {
    if let content { content }
  }
}

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
  /// Draws the view in the first of `phases`.
  ///
  /// ```swift
  /// Circle().phaseAnimator([0.5, 1.0]) { content, scale in content.opacity(scale) }
  /// ```
  public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
    _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phases.Element == Phase {
    PhaseAnimator(phases) { content(PlaceholderContentView(content: self), $0) }
  }

  /// Draws the view in the first of `phases`; the trigger never fires in a still frame.
  public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
    _ phases: Phases, trigger: Trigger, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phases.Element == Phase {
    PhaseAnimator(phases) { content(PlaceholderContentView(content: self), $0) }
  }

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

/// The view an animator modifier was applied to, as its content closure receives it.
public nonisolated struct PlaceholderContentView<Content: View>: View {
  let content: Content
  public var body: some View { content }
}
