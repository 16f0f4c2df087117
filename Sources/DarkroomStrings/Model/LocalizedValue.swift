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

  public init(
    unit: StringUnit? = nil, plural: [PluralCategory: LocalizedValue] = [:],
    device: [DeviceClass: LocalizedValue] = [:], substitutions: [String: Substitution] = [:]
  ) {
    self.unit = unit
    self.plural = plural
    self.device = device
    self.substitutions = substitutions
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

/// A String Catalog's `stringUnit.state`.
public enum TranslationState: String, Sendable, CaseIterable {
  /// Translated and current.
  case translated
  /// Added or extracted, not translated yet.
  case new
  /// The source changed since it was translated.
  case needsReview = "needs_review"
  /// Filled in by Xcode's stale-string handling or older tools.
  case stale
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
