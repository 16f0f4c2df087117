import Foundation

// The parsed form of a predicate format string.
//
// Everything here is a plain value: arguments are converted to
// `PredicateValue` while parsing, so a parsed predicate holds no reference to
// caller objects and can be shared across concurrency domains.

/// A predicate: something that evaluates to true or false.
indirect enum PredicateNode: Sendable, Hashable {
  /// `TRUEPREDICATE` / `FALSEPREDICATE`.
  case constant(Bool)
  case not(PredicateNode)
  /// Operands of a run of `AND`s, flattened so evaluation and printing need
  /// no recursion for long chains.
  case and([PredicateNode])
  case or([PredicateNode])
  case comparison(PredicateComparison)
}

/// `modifier lhs operator[options] rhs`, e.g. `ANY tags ==[c] "swift"`.
struct PredicateComparison: Sendable, Hashable {
  var modifier: ComparisonModifier = .direct
  var lhs: PredicateOperand
  var op: ComparisonOperator
  var options: ComparisonOptions = []
  var rhs: PredicateOperand
}

/// How the left-hand side is quantified when it is a collection.
enum ComparisonModifier: Sendable, Hashable {
  /// No quantifier: the left-hand value is compared as a whole.
  case direct
  /// `ANY` or `SOME`: at least one element satisfies the comparison.
  case any
  /// `ALL`: every element does (vacuously true for an empty collection).
  case all
  /// `NONE`: no element does.
  case none
}

enum ComparisonOperator: String, Sendable, Hashable {
  case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<="
  case greater = ">", greaterOrEqual = ">="
  case between = "BETWEEN", `in` = "IN", contains = "CONTAINS"
  case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
}

/// The `[cdn]` letters after an operator.
struct ComparisonOptions: OptionSet, Sendable, Hashable {
  let rawValue: Int

  /// `[c]`
  static let caseInsensitive = ComparisonOptions(rawValue: 1 << 0)
  /// `[d]`
  static let diacriticInsensitive = ComparisonOptions(rawValue: 1 << 1)
  /// `[n]`: Apple's hint that both sides are already normalized. Swift
  /// strings compare by canonical equivalence anyway, so it only affects
  /// the printed format.
  static let normalized = ComparisonOptions(rawValue: 1 << 2)
}

/// One side of a comparison.
indirect enum PredicateOperand: Sendable, Hashable {
  /// `SELF`: the object being evaluated.
  case evaluatedObject
  /// A key path read through the caller's lookup closure, one component at
  /// a time; components starting with `@` are collection operators.
  case keyPath([String])
  case constant(PredicateValue)
  /// `{a, b, …}`; elements may be key paths, so they are resolved per object.
  case aggregate([PredicateOperand])
}

/// A constant, or a value read from an object, in a form that can be compared
/// regardless of the Swift type it came from.
enum PredicateValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  /// `Decimal` values, and unsigned integers too large for `Int`.
  case decimal(Decimal)
  case string(String)
  case date(Date)
  case uuid(UUID)
  case url(URL)
  /// Bytes compare by content; as an opaque value, two payloads of the same
  /// length would share a description ("5 bytes") and wrongly match.
  case data(Data)
  /// Arrays and sets; sets lose their (meaningless) order.
  case array([PredicateValue])
  /// Any other type, reduced to something Sendable that can still be
  /// compared for equality; see `OpaqueValue`.
  case other(OpaqueValue)
}

/// A value of a type the predicate language does not know.
///
/// Only its type name and an identity string are kept, because the original
/// value may not be Sendable. Class instances are identified by object
/// identity (`ObjectIdentifier`), which stays meaningful only while the
/// instance is alive; everything else by `String(describing:)`, so two values
/// are equal when they have the same type and the same description.
struct OpaqueValue: Sendable, Hashable {
  let typeName: String
  let identity: String
  /// Used for printing only; never part of equality.
  let displayText: String

  static func == (lhs: OpaqueValue, rhs: OpaqueValue) -> Bool {
    lhs.typeName == rhs.typeName && lhs.identity == rhs.identity
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    hasher.combine(identity)
  }
}
