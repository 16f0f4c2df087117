/// How a view enters or leaves, as SwiftUI names transitions
/// (developer.apple.com/documentation/swiftui/anytransition). A snapshot is one frame, so a
/// transition is never played: the view is drawn in the transition's identity state, where
/// it rests once inserted. For the built-in transitions that is the view unchanged; for
/// ``modifier(active:identity:)`` it is the view with the `identity` modifier applied.
///
/// ```swift
/// Banner().transition(.move(edge: .top).combined(with: .opacity))
/// Card().transition(.modifier(active: Tilt(angle: 30), identity: Tilt(angle: 0)))
/// ```
public struct AnyTransition: Sendable {
  /// The view as it rests once the transition has run.
  let identity: TransitionIdentity

  init(identity: TransitionIdentity = .unchanged) {
    self.identity = identity
  }

  /// A transition defined by a ``Transition`` value, drawn as its body in the
  /// ``TransitionPhase/identity`` phase.
  ///
  /// ```swift
  /// let fade = AnyTransition(OpacityTransition())
  /// ```
  public init<T: Transition>(_ transition: T) {
    self.init(identity: TransitionIdentity { AnyView(TransitionInPhase(transition: transition, content: $0, phase: .identity)) })
  }

  /// Leaves the view as it is.
  public static let identity = AnyTransition()
  /// Fades the view in and out; at rest it is fully opaque.
  public static let opacity = AnyTransition()
  /// Slides the view in from the leading edge and out towards the trailing edge.
  public static let slide = AnyTransition()
  /// Scales the view from nothing; at rest it has its own size.
  public static let scale = AnyTransition()
  /// Scales the view from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Scales the view from `scale` about `anchor`.
  public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Blurs the view in and out.
  public static let blurReplace = AnyTransition()
  /// Moves the view in from `edge` and out towards it.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moves the view in from `edge` and out towards the opposite edge, fading it.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// Moves the view in from, and out to, `offset` from its place.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
  /// Moves the view in from, and out to, `x` and `y` points from its place.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }

  /// One transition for insertion and another for removal; at rest the view is in the
  /// insertion's identity state.
  ///
  /// ```swift
  /// .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
  /// ```
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    insertion
  }

  /// A transition between two states of a modifier: `active` while the view comes and goes,
  /// `identity` once it is in place, which is how a snapshot draws it.
  ///
  /// ```swift
  /// .transition(.modifier(active: Tilt(angle: 30), identity: Tilt(angle: 0)))
  /// ```
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(identity: TransitionIdentity { AnyView($0.modifier(identity)) })
  }

  /// Both transitions at once; at rest the view is in both identity states.
  ///
  /// ```swift
  /// .transition(.move(edge: .bottom).combined(with: .opacity))
  /// ```
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(identity: identity.then(other.identity))
  }

  /// The same transition run with `animation`; the frame at rest does not change.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// What a transition leaves a view as once it is in place; `nil` leaves it unchanged.
struct TransitionIdentity: @unchecked Sendable {
  // Unchecked: the closure only wraps views, and runs while a render builds its nodes.
  let apply: ((AnyView) -> AnyView)?

  init(apply: ((AnyView) -> AnyView)?) {
    self.apply = apply
  }

  init(_ apply: @escaping (AnyView) -> AnyView) {
    self.apply = apply
  }

  static let unchanged = TransitionIdentity(apply: nil)

  /// This state, then `other` around it.
  func then(_ other: TransitionIdentity) -> TransitionIdentity {
    guard let first = apply else { return other }
    guard let second = other.apply else { return self }
    return TransitionIdentity { second(first($0)) }
  }

  func applied(to view: AnyView) -> AnyView {
    apply?(view) ?? view
  }
}
