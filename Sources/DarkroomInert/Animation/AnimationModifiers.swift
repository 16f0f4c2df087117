import DarkroomViews

/// Animation modifiers accepted so that SwiftUI code compiles unchanged. A snapshot is one
/// frame: views are drawn where they end up, symbols at rest, content as it finally reads.

/// Accepted and ignored: runs `body` at once, as a snapshot is one frame and nothing animates.
///
/// ```swift
/// withAnimation(.spring) { isExpanded.toggle() }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Accepted and ignored: runs `body` at once, as a snapshot is one frame and nothing animates.
///
/// ```swift
/// withTransaction(Transaction(animation: nil)) { selection = .first }
/// ```
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Accepted and ignored: runs `body` at once, as iOS 17's `withTransaction(\.disablesAnimations, true) { … }`.
@discardableResult
public func withTransaction<Result, Value>(
  _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

nonisolated extension View {
  /// Accepted and ignored: a snapshot is one frame, so no transaction is changed.
  ///
  /// ```swift
  /// Badge().transaction { $0.animation = nil }
  /// ```
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

  /// Accepted and ignored: a snapshot is one frame, so nothing animates.
  ///
  /// ```swift
  /// Circle().scaleEffect(isOn ? 1 : 0.5).animation(.spring, value: isOn)
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Accepted and ignored: a snapshot is one frame, so nothing animates.
  public func animation(_ animation: Animation?) -> some View { self }

  /// Accepted and ignored: a snapshot has no second layout to match, so the view is drawn where it is.
  ///
  /// ```swift
  /// Capsule().matchedGeometryEffect(id: selectedTab, in: namespace)
  /// ```
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }

  /// Accepted and ignored: a snapshot is one frame, so content is drawn as it ends up.
  ///
  /// ```swift
  /// Text("\(score)").contentTransition(.numericText())
  /// ```
  public func contentTransition(_ transition: ContentTransition) -> some View { self }

  /// Accepted and ignored: a snapshot is one frame, so the symbol is drawn at rest.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: count)
  /// ```
  public func symbolEffect<T: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: T) -> some View {
    self
  }

  /// Accepted and ignored: a snapshot is one frame, so the symbol is drawn at rest.
  public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
    self
  }
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
  public static let replace = SymbolEffect(name: "replace")
  public static let automatic = SymbolEffect(name: "automatic")
  public static func magic(fallback: SymbolEffect) -> SymbolEffect { SymbolEffect(name: "magic") }
  public var offUp: SymbolEffect { self }
  public var downUp: SymbolEffect { self }
  public var upUp: SymbolEffect { self }
  public var up: SymbolEffect { self }
  public var down: SymbolEffect { self }
  public var byLayer: SymbolEffect { self }
  public var wholeSymbol: SymbolEffect { self }
  public var iterative: SymbolEffect { self }
  public var cumulative: SymbolEffect { self }
  public var reversing: SymbolEffect { self }
  public var clockwise: SymbolEffect { self }
  public var counterClockwise: SymbolEffect { self }
}

/// How a symbol effect repeats; accepted.
public struct SymbolEffectOptions: Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let repeating = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
  /// Repeats as `behavior` says; accepted.
  public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
  /// These options, repeating as `behavior` says; accepted.
  public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
  /// These options, repeating `count` times (`nil`: without end); accepted.
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }

  /// How often a symbol effect plays again, as `.repeat(.periodic(delay: 2))` writes it; accepted.
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(.periodic(delay: 2.5)), value: count)
  /// ```
  public struct RepeatBehavior: Sendable {
    /// Plays again and again with no pause.
    public static let continuous = RepeatBehavior()
    /// Plays again after `delay` seconds each time, without end.
    public static func periodic(delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
    /// Plays `count` times, `delay` seconds apart.
    public static func periodic(_ count: Int, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
  }
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

