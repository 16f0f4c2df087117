/// The built-in transitions as iOS 17 spells them, one ``Transition`` type each
/// (developer.apple.com/documentation/swiftui/transition). A snapshot draws a view at rest,
/// and each of these leaves a view at rest unchanged, so their bodies are the content itself.
///
/// ```swift
/// Banner().transition(MoveTransition(edge: .top).combined(with: OpacityTransition()))
/// ```

/// Leaves the view as it is.
public nonisolated struct IdentityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Fades the view in and out.
public nonisolated struct OpacityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Slides the view in from the leading edge and out towards the trailing edge.
public nonisolated struct SlideTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from an edge and out towards it.
public nonisolated struct MoveTransition: Transition {
  /// The edge the view comes from.
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from an edge and out towards the opposite one, fading it.
public nonisolated struct PushTransition: Transition {
  /// The edge the view comes from.
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from, and out to, an offset from its place.
public nonisolated struct OffsetTransition: Transition {
  /// How far from its place the view comes from.
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Scales the view from a factor about an anchor.
public nonisolated struct ScaleTransition: Transition {
  /// The scale the view comes from.
  public var scale: Double
  /// The point it scales about.
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurs the view in and out.
public nonisolated struct BlurReplaceTransition: Transition {
  /// Which way the blurred view scales.
  public struct Configuration: Hashable, Sendable {
    let scalesUp: Bool
    /// Scales down as it goes, up as it comes.
    public static let downUp = Configuration(scalesUp: false)
    /// Scales up both ways.
    public static let upUp = Configuration(scalesUp: true)
  }
  /// How the view scales while blurred.
  public var configuration: Configuration
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition for insertion and another for removal; at rest the view is in the
/// insertion's identity state.
public nonisolated struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition when the view is inserted.
  public var insertion: Insertion
  /// The transition when the view is removed.
  public var removal: Removal
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    if phase == .didDisappear {
      removal.apply(content: content, phase: phase)
    } else {
      insertion.apply(content: content, phase: phase)
    }
  }
}

nonisolated extension Transition where Self == IdentityTransition {
  /// Leaves the view as it is.
  public static var identity: IdentityTransition { IdentityTransition() }
}

nonisolated extension Transition where Self == OpacityTransition {
  /// Fades the view in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

nonisolated extension Transition where Self == SlideTransition {
  /// Slides the view in from the leading edge.
  public static var slide: SlideTransition { SlideTransition() }
}

nonisolated extension Transition where Self == MoveTransition {
  /// Moves the view in from `edge`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

nonisolated extension Transition where Self == PushTransition {
  /// Pushes the view in from `edge`.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

nonisolated extension Transition where Self == OffsetTransition {
  /// Moves the view in from `offset`.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// Moves the view in from `x` and `y` points away.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

nonisolated extension Transition where Self == ScaleTransition {
  /// Scales the view from nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Scales the view from `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
  /// Blurs the view in and out.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
  /// Blurs the view in and out, scaling it as `configuration` says.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: configuration)
  }
}
