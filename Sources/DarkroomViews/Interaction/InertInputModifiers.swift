/// Modifiers for input, scrolling and symbol animation that change nothing in a still frame:
/// they compile, so a team's files build unchanged, and the frame shows the view at rest.

nonisolated extension View {
  /// Accepted; keyboard settings do not change what is drawn.
  ///
  /// ```swift
  /// TextField("Username", text: $name).disableAutocorrection(true)
  /// ```
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted; keyboard settings do not change what is drawn.
  ///
  /// ```swift
  /// TextField("Email", text: $email).autocapitalization(.none)
  /// ```
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

  /// Accepted; no hardware keyboard is attached to a snapshot.
  ///
  /// ```swift
  /// Button("Send") {}.keyboardShortcut(.defaultAction)
  /// ```
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

  /// Accepted; no hardware keyboard is attached to a snapshot.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

  /// Accepted; no hardware keyboard is attached to a snapshot.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

  /// Accepted; a snapshot already draws a scroll view's content past its bounds only when
  /// the snapshot expands to the whole content.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Accepted; a still frame rests at the start, where paging and alignment agree.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
  /// ```
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

  /// Accepted; marks the views a scroll view aligns to.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Accepted; a scroll view rests at its start.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

  /// Accepted; a scroll view rests at its start.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

  /// Accepted; there is no pointer to hover with.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

  /// Accepted; the home indicator is part of the device, not of the snapshot.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// Accepted; a symbol is drawn at rest, before or after its effect.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: count)
  /// ```
  public func symbolEffect<T: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: T) -> some View {
    self
  }

  /// Accepted; a symbol is drawn at rest.
  public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
    self
  }

  /// Accepted; content is drawn as it ends up.
  ///
  /// ```swift
  /// Text("\(score)").contentTransition(.numericText())
  /// ```
  public func contentTransition(_ transition: ContentTransition) -> some View { self }

  /// Accepted; section headers are drawn at the standard prominence.
  public func headerProminence(_ prominence: Prominence) -> some View { self }
}

/// The capitalisation a UIKit keyboard applies; accepted.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// A key a shortcut is made of.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A keyboard shortcut; accepted.
public struct KeyboardShortcut: Hashable, Sendable {
  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  /// Return, as a default button's shortcut.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, as a cancel button's shortcut.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// How a scroll view settles; accepted.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
}

/// Settles with a view aligned to the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How far one swipe may go.
  public enum LimitBehavior: Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// A pointer hover effect; accepted.
public struct HoverEffect: Sendable {
  public static let automatic = HoverEffect()
  public static let highlight = HoverEffect()
  public static let lift = HoverEffect()
}

/// A symbol animation; accepted, a symbol is drawn at rest.
public struct SymbolEffect: Sendable {
  let name: String
  public static let bounce = SymbolEffect(name: "bounce")
  public static let pulse = SymbolEffect(name: "pulse")
  public static let variableColor = SymbolEffect(name: "variableColor")
  public static let scale = SymbolEffect(name: "scale")
  public static let appear = SymbolEffect(name: "appear")
  public static let disappear = SymbolEffect(name: "disappear")
  public static let wiggle = SymbolEffect(name: "wiggle")
  public static let breathe = SymbolEffect(name: "breathe")
  public static let rotate = SymbolEffect(name: "rotate")
  public var up: SymbolEffect { self }
  public var down: SymbolEffect { self }
  public var byLayer: SymbolEffect { self }
  public var wholeSymbol: SymbolEffect { self }
  public var iterative: SymbolEffect { self }
  public var cumulative: SymbolEffect { self }
  public var reversing: SymbolEffect { self }
}

/// How a symbol effect repeats; accepted.
public struct SymbolEffectOptions: Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// How content changes; accepted, content is drawn as it ends up.
public struct ContentTransition: Sendable {
  public static let identity = ContentTransition()
  public static let opacity = ContentTransition()
  public static let interpolate = ContentTransition()
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
  public static func symbolEffect(_ effect: SymbolEffect = .scale) -> ContentTransition { ContentTransition() }
}

/// How prominent a section header is; accepted.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}
