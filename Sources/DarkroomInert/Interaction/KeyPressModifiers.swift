import DarkroomViews
import Foundation

/// Key presses and keyboard focus accepted so that views that handle a hardware keyboard
/// compile unchanged. No keyboard is attached to a snapshot and nothing has focus, so no key
/// press reaches a view.

/// A key press a view handles (developer.apple.com/documentation/swiftui/keypress).
public struct KeyPress: Sendable {
  /// Whether a handler used the key press or passed it on.
  public enum Result: Hashable, Sendable {
    case handled, ignored
  }

  /// Which parts of a key press a handler hears.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// The part of the press this is.
  public let phase: Phases
  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters the key types.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
}

/// Which interactions make a view focusable
/// (developer.apple.com/documentation/swiftui/focusinteractions).
public struct FocusInteractions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let activate = FocusInteractions(rawValue: 1)
  public static let edit = FocusInteractions(rawValue: 2)
  public static let automatic: FocusInteractions = [.activate, .edit]
}

nonisolated extension View {
  /// Accepted and ignored: nothing has focus in a snapshot.
  ///
  /// ```swift
  /// BoardView().focusable().onKeyPress(.space) { game.drop(); return .handled }
  /// ```
  public func focusable(_ isFocusable: Bool = true) -> some View { self }

  /// Accepted and ignored: nothing has focus in a snapshot.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

  /// Accepted and ignored: no key is pressed in a snapshot.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

  /// Accepted and ignored: no key is pressed in a snapshot.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Accepted and ignored: no key is pressed in a snapshot.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Accepted and ignored: no key is pressed in a snapshot.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Accepted and ignored: no key is pressed in a snapshot.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Accepted and ignored: no system gesture is made in a snapshot.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
