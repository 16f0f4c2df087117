/// Transitions accepted so that SwiftUI code compiles unchanged. A snapshot is one frame of a
/// view at rest, so a transition is never played: the view is drawn in its identity state.

nonisolated extension View {
  /// Accepted and ignored: a snapshot is one frame, so the view is drawn in the transition's
  /// identity state, where it rests once inserted.
  ///
  /// ```swift
  /// Banner().transition(.move(edge: .top))
  /// ```
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionIdentityModifier(identity: transition.identity))
  }

  /// Accepted and ignored: a snapshot is one frame, so the view is drawn as the transition's
  /// body makes it in the ``TransitionPhase/identity`` phase.
  ///
  /// ```swift
  /// Card().transition(Tilt())
  /// ```
  public func transition<T: Transition>(_ transition: T) -> some View {
    TransitionInPhase(transition: transition, content: AnyView(self), phase: .identity)
  }
}

/// Draws its content in a transition's identity state.
nonisolated struct TransitionIdentityModifier: ViewModifier {
  let identity: TransitionIdentity

  func body(content: Content) -> some View {
    identity.applied(to: AnyView(content))
  }
}
