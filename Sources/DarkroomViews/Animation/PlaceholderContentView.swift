/// The view a transition or an animator modifier is applied to, as the transition's `body`
/// or the animator's content closure receives it; `Value` names what it stands in for.
///
/// ```swift
/// func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
/// ```
public nonisolated struct PlaceholderContentView<Value>: View {
  let content: AnyView

  init<V: View>(content: V) {
    self.content = AnyView(content)
  }

  public var body: some View { content }
}
