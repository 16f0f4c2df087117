/// The text of one key in one language, before any argument is filled in: a plain value, or
/// variations by plural category or by device (which can nest), plus the named substitutions
/// a value's `%#@name@` tokens refer to. This is the shape of a String Catalog localization;
/// `.strings` and `.stringsdict` files read into it too.
///
/// ```swift
/// let items = LocalizedValue(plural: [
///   .one: LocalizedValue(unit: StringUnit("%lld item")),
///   .other: LocalizedValue(unit: StringUnit("%lld items")),
/// ])
/// ```
public struct LocalizedValue: Sendable, Equatable {
  /// The plain value (`stringUnit`), if this level has one.
  public var unit: StringUnit?
  /// Variations by CLDR plural category (`variations.plural`).
  public var plural: [PluralCategory: LocalizedValue]
  /// Variations by device (`variations.device`).
  public var device: [DeviceClass: LocalizedValue]
  /// Named substitutions for `%#@name@` tokens (`substitutions`).
  public var substitutions: [String: Substitution]
  /// The phrases of an App Shortcuts catalog (`stringSet`); the first is also ``unit``.
  public var stringSet: StringSet?

  public init(
    unit: StringUnit? = nil, plural: [PluralCategory: LocalizedValue] = [:],
    device: [DeviceClass: LocalizedValue] = [:], substitutions: [String: Substitution] = [:], stringSet: StringSet? = nil
  ) {
    self.unit = unit
    self.plural = plural
    self.device = device
    self.substitutions = substitutions
    self.stringSet = stringSet
  }

  /// Every plain value at or below this level, variations and substitutions included.
  public var allUnits: [StringUnit] {
    var units = unit.map { [$0] } ?? []
    for category in plural.keys.sorted() { units += plural[category]?.allUnits ?? [] }
    for device in device.keys.sorted() { units += self.device[device]?.allUnits ?? [] }
    for name in substitutions.keys.sorted() {
      for category in substitutions[name]?.plural.keys.sorted() ?? [] {
        units += substitutions[name]?.plural[category]?.allUnits ?? []
      }
    }
    return units
  }
}

/// A plain value and its translation state.
public struct StringUnit: Sendable, Equatable {
  public var state: TranslationState
  public var value: String

  public init(_ value: String, state: TranslationState = .translated) {
    self.value = value
    self.state = state
  }
}

/// A String Catalog's `stringUnit.state`, as written. Xcode ships the value whatever its
/// state, so any name is kept: the four Xcode writes, `""`, and names other tools write.
///
/// ```swift
/// TranslationState(rawValue: "needs_review") == .needsReview   // true
/// TranslationState(rawValue: "").isKnown                        // false, and the value is still used
/// ```
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Translated and current.
  public static let translated = TranslationState(rawValue: "translated")
  /// Added or extracted, not translated yet.
  public static let new = TranslationState(rawValue: "new")
  /// The source changed since it was translated.
  public static let needsReview = TranslationState(rawValue: "needs_review")
  /// Filled in by Xcode's stale-string handling or older tools.
  public static let stale = TranslationState(rawValue: "stale")
  /// Written as `""`, or not a string.
  public static let unspecified = TranslationState(rawValue: "")

  /// The states Xcode's editor writes.
  public static let allCases: [TranslationState] = [.translated, .new, .needsReview, .stale]

  /// Whether Xcode's editor writes this state.
  public var isKnown: Bool { Self.allCases.contains(self) }

  public var description: String { rawValue.isEmpty ? "(unspecified)" : rawValue }
}

/// The phrases of an App Shortcuts catalog entry (`stringSet`): the ways a person can ask
/// Siri for the shortcut in one language.
///
/// ```swift
/// let phrases = set.tables["AppShortcuts"]?.entries["Start ${applicationName}"]?.localizations["de"]?.stringSet
/// phrases?.values   // ["${applicationName} starten", "Starte ${applicationName}"]
/// ```
public struct StringSet: Sendable, Equatable {
  public var state: TranslationState
  public var values: [String]

  public init(_ values: [String], state: TranslationState = .translated) {
    self.values = values
    self.state = state
  }
}

/// A named substitution: one number of the format, with its own plural variations.
public struct Substitution: Sendable, Equatable {
  /// The 1-based argument it stands for (`argNum`); `nil` means the token's own position.
  public var argumentNumber: Int?
  /// The specifier without `%` (`lld`, `d`, `f`, `.1f`) the number is shown with where a
  /// variation writes `%arg`.
  public var formatSpecifier: String
  /// The variations by plural category.
  public var plural: [PluralCategory: LocalizedValue]

  public init(argumentNumber: Int? = nil, formatSpecifier: String, plural: [PluralCategory: LocalizedValue]) {
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.plural = plural
  }
}

/// A String Catalog's device variation keys.
public enum DeviceClass: String, Sendable, CaseIterable, Comparable {
  case iphone, ipod, ipad, applewatch, appletv, applevision, mac, other

  public static func < (lhs: DeviceClass, rhs: DeviceClass) -> Bool { lhs.rawValue < rhs.rawValue }
}
