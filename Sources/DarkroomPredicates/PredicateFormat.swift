/// A predicate written in Apple's predicate format string syntax, parsed once
/// and evaluated against any number of objects.
///
/// swift-corelibs-foundation has no `NSPredicate(format:)`, so this type
/// stands in for it: it understands the same syntax and evaluates it through
/// a key lookup closure that you supply, so it works with any model layer.
///
/// ```swift
/// // Any way of reading one key of one object will do; Mirror is the simplest.
/// func lookup(_ object: Any?, _ key: String) -> Any? {
///     object.flatMap { Mirror(reflecting: $0).children.first { $0.label == key }?.value }
/// }
///
/// let adults = try PredicateFormat("age >= %d AND name BEGINSWITH[c] %@", arguments: [18, "b"])
/// let isAdultB = adults.evaluate(with: person, value: lookup)
/// ```
///
/// Arguments are converted to plain values while parsing, so the predicate
/// is `Sendable` and keeps no reference to them. Values of types the syntax
/// does not know (neither numbers, strings, dates, UUIDs, URLs, collections
/// nor raw-value enums) are kept as opaque values: class instances compare by
/// object identity, which is meaningful only while the instance is alive,
/// and other values compare equal when they have the same type and the same
/// `String(describing:)`.
public struct PredicateFormat: Sendable, Hashable, CustomStringConvertible {
  let root: PredicateNode

  /// Parses `format`, substituting `arguments` left to right for its `%@`,
  /// `%K`, `%d`, `%f`… specifiers.
  ///
  /// `%K` takes a String and inserts it as a key path; the other
  /// specifiers insert constants. Extra arguments are ignored, as they are
  /// by `NSPredicate`. Pass `Optional.none` or `NSNull()` for nil.
  ///
  /// ```swift
  /// let predicate = try PredicateFormat("%K CONTAINS[cd] %@", arguments: ["name", "bl"])
  /// print(predicate.format) // name CONTAINS[cd] "bl"
  /// ```
  ///
  /// - Throws: `PredicateFormatError`, naming the position in `format` and
  ///   what was expected there, or the argument that is missing or unusable.
  public init(_ format: String, arguments: [Any] = []) throws(PredicateFormatError) {
    root = try PredicateParser.parse(format, arguments: arguments)
  }

  /// The predicate in normalised form, like `NSPredicate.predicateFormat`:
  /// canonical operators, double-quoted strings and substituted values.
  ///
  /// ```swift
  /// let predicate = try PredicateFormat("name = 'Blob' and age > %d", arguments: [3])
  /// print(predicate.format) // name == "Blob" AND age > 3
  /// ```
  public var format: String {
    root.formatDescription
  }

  /// The same text as `format`, so predicates read well in logs and string
  /// interpolation.
  ///
  /// ```swift
  /// print("fetching \(try PredicateFormat("age > 3"))") // fetching age > 3
  /// ```
  public var description: String {
    format
  }

  /// Evaluates the predicate against `object`.
  ///
  /// `value(object, key)` must return the value of one key of one object,
  /// or nil if there is none. Dotted key paths are followed one component at
  /// a time; a key applied to an array or set is applied to each element, so
  /// `ANY friends.name == "Blob"` works given only per-object lookup.
  ///
  /// ```swift
  /// let predicate = try PredicateFormat("ANY friends.name ==[c] %@", arguments: ["blob"])
  /// let found = predicate.evaluate(with: person) { object, key in
  ///     Mirror(reflecting: object as Any).children.first { $0.label == key }?.value
  /// }
  /// ```
  public func evaluate(with object: Any?, value: (Any?, String) -> Any?) -> Bool {
    root.evaluate(with: object, value: value)
  }
}
