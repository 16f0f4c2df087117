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
}
