/// iOS 17's way to write a transition: a type whose `body` changes the view for each
/// ``TransitionPhase`` (developer.apple.com/documentation/swiftui/transition). A snapshot is
/// one frame of a view at rest, so only the ``TransitionPhase/identity`` phase is drawn.
///
/// ```swift
/// struct Tilt: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.rotationEffect(.degrees(phase.isIdentity ? 0 : 30)).opacity(phase.isIdentity ? 1 : 0)
///   }
/// }
/// Card().transition(Tilt())
/// ```
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the transition makes of its content.
  associatedtype Body: View
  /// The view being transitioned, as the transition's `body` receives it.
  typealias Content = PlaceholderContentView<Self>
  /// The content as it looks in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does, for the system's accessibility settings.
  static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
  /// A transition has motion unless it says otherwise.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` as the transition makes it in `phase`.
  ///
  /// ```swift
  /// Tilt().apply(content: Card(), phase: .identity)
  /// ```
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    TransitionInPhase(transition: self, content: AnyView(content), phase: phase)
  }

  /// Both transitions at once; at rest the view is in both identity states.
  ///
  /// ```swift
  /// .transition(Tilt().combined(with: .opacity))
  /// ```
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// The same transition run with `animation`; the frame at rest does not change.
  public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Where a transition is: about to appear, in place, or gone.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0).offset(y: phase.value * 20)
/// ```
public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to be inserted.
  case willAppear
  /// The view is in place: the phase a snapshot draws.
  case identity
  /// The view has been removed.
  case didDisappear

  /// Whether the transition should leave the view as it is.
  public var isIdentity: Bool { self == .identity }

  /// -1 before the view appears, 0 in place, 1 once it has gone: a factor for effects.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does, as the system reads it to honour Reduce Motion.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view.
  public var hasMotion: Bool

  /// Properties of a transition that moves the view unless `hasMotion` is `false`.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// `content` as `transition` makes it in `phase`.
nonisolated struct TransitionInPhase<T: Transition>: View {
  let transition: T
  let content: AnyView
  let phase: TransitionPhase

  var body: some View {
    callOnRenderThread((transition, content, phase)) { $0.0.body(content: PlaceholderContentView(content: $0.1), phase: $0.2) }
  }
}

/// Two transitions applied one inside the other.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
}
