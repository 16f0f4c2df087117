import Foundation

// A snapshot is one still frame: nothing appears, disappears, is tapped or animates. These
// modifiers are accepted so that SwiftUI code compiles unchanged, and they draw their content
// exactly as it is. Their closures are never called.

nonisolated extension View {
  /// Accepted; a snapshot never appears on screen, so `action` is not called.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Accepted; `action` is not called.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Accepted; the task is not started, so a snapshot shows the state before it runs.
  ///
  /// ```swift
  /// List(items) { … }.task { await model.load() }   // renders the items as they are now
  /// ```
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
    self
  }

  /// Accepted; the task is not started.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    self
  }

  /// Accepted; values do not change during a snapshot.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

  /// Accepted; values do not change during a snapshot.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    self
  }

  /// Accepted; values do not change during a snapshot.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }

  /// Accepted; nothing is tapped.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  /// Accepted; nothing is pressed.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    self
  }

  /// Accepted; the gesture never happens.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// Accepted; the gesture never happens.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// Accepted; the gesture never happens.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// Accepted; nothing animates in a still frame.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Accepted; nothing animates in a still frame.
  public func animation(_ animation: Animation?) -> some View { self }

  /// Accepted; views are drawn where they end up.
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// Accepted; hit testing does not change what is drawn.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// Accepted; hit testing does not change what is drawn.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Accepted; nothing is submitted.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

  /// Accepted; the keyboard is not shown in snapshots.
  public func submitLabel(_ label: SubmitLabel) -> some View { self }

  /// Accepted; nothing is refreshed.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  /// Accepted; a menu that is closed draws nothing.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// Accepted; swipe actions are hidden at rest.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }

  /// Accepted; tooltips are not shown.
  public func help(_ text: String) -> some View { self }

  /// Accepted; scroll indicators are hidden at rest.
  public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

  /// Accepted; the keyboard is not shown in snapshots.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Accepted; text is drawn the same whether or not it can be selected.
  public func textSelection(_ selectability: TextSelectability) -> some View { self }

  /// Accepted; the sheet's detents only matter once it is presented.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

  /// Accepted; the sheet's drag indicator is not drawn.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Accepted; nothing is dismissed.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// Accepted; the status bar is drawn by the snapshot's device options.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Accepted; keyboard settings do not change what is drawn.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

  /// Accepted; keyboard settings do not change what is drawn.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted; no feedback plays.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// Accepted; privacy redaction applies to widgets, not app screens.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

/// Runs `body` at once: nothing animates in a still frame.
///
/// ```swift
/// withAnimation(.spring) { isExpanded.toggle() }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// An animation curve; accepted and never played.
public struct Animation: Hashable, Sendable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let bouncy = Animation(name: "bouncy")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static let interactiveSpring = Animation(name: "interactiveSpring")
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
  public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation { .spring }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { .spring }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation { .easeInOut }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// A transition; accepted, views are drawn where they end up.
public struct AnyTransition: Sendable {
  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static let blurReplace = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A gesture; accepted, never recognised in a still frame.
public protocol Gesture {}

/// Which gestures a view takes part in.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap; accepted.
public struct TapGesture: Gesture {
  public init(count: Int = 1) {}
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A long press; accepted.
public struct LongPressGesture: Gesture {
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
  public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// A drag; accepted.
public struct DragGesture: Gesture {
  /// Where a drag is; never made in a still frame.
  public struct Value: Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var predictedEndTranslation: CGSize
  }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// A magnification; accepted.
public struct MagnifyGesture: Gesture {
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// The leading or trailing edge.
public enum HorizontalEdge: Hashable, Sendable, CaseIterable {
  case leading, trailing
}

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable, CaseIterable {
  case top, bottom
}

/// Show, hide or decide automatically.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// What submits a text field; accepted.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label; accepted.
public enum SubmitLabel: Hashable, Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// How scrolling dismisses the keyboard; accepted.
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
  case automatic, immediately, interactively, never
}

/// Whether text can be selected; accepted.
public struct TextSelectability: Sendable {
  public static let enabled = TextSelectability()
  public static let disabled = TextSelectability()
}

/// A sheet height; accepted.
public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// Keyboard capitalisation; accepted.
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// Haptic feedback; accepted, nothing plays.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static func impact(weight: Double = 1, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

extension Array {
  /// Removes the elements at `offsets`, as a list's `.onDelete` hands them over.
  ///
  /// ```swift
  /// items.remove(atOffsets: IndexSet(integer: 0))
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where indices.contains(offset) { remove(at: offset) }
  }

  /// Moves the elements at `source` to before `destination`, as `.onMove` hands them over.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.filter { indices.contains($0) }.map { self[$0] }
    let before = source.filter { $0 < destination }.count
    for offset in source.reversed() where indices.contains(offset) { remove(at: offset) }
    insert(contentsOf: moving, at: Swift.min(Swift.max(destination - before, 0), count))
  }
}
