import Foundation

/// Values read from objects, unwrapped and ordered as predicates compare them, for sorting by
/// key with the same rules a predicate's `<` follows.
///
/// ```swift
/// PredicateValues.order(Optional(3), 4.5)    // .orderedAscending: numbers of any type compare
/// PredicateValues.order(nil, "a")            // .orderedAscending: nil sorts first
/// ```
public enum PredicateValues {
  /// `value` without the optionals around it, however deeply an `Any` hides them.
  public static func unwrapped(_ value: Any?) -> Any? { unwrapOptional(value) }

  /// The order of two values: `nil` first, then strings, numbers (of any Swift type) and
  /// dates among their own kind, and UUIDs and URLs by their text. Values of different kinds,
  /// or of kinds without an order, are the same.
  public static func order(_ first: Any?, _ second: Any?) -> ComparisonResult {
    switch (PredicateValue(converting: first), PredicateValue(converting: second)) {
    case (.null, .null): .orderedSame
    case (.null, _): .orderedAscending
    case (_, .null): .orderedDescending
    case (.uuid(let first), .uuid(let second)):
      PredicateValue.string(first.uuidString).order(against: .string(second.uuidString), options: []) ?? .orderedSame
    case (.url(let first), .url(let second)):
      PredicateValue.string(first.absoluteString).order(against: .string(second.absoluteString), options: []) ?? .orderedSame
    case (let first, let second): first.order(against: second, options: []) ?? .orderedSame
    }
  }
}
