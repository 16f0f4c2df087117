import Foundation

// Evaluating a parsed predicate against one object.
//
// The predicate never inspects objects itself: the caller's lookup closure
// reads one key of one object, which keeps this module independent of any
// model layer (Mirror, KVC, a managed-object store, …).

/// Reads the value of one key (never a dotted path) from an object.
typealias KeyLookup = (Any?, String) -> Any?

extension PredicateNode {
  func evaluate(with object: Any?, value lookup: KeyLookup) -> Bool {
    switch self {
    case .constant(let result):
      return result
    case .not(let inner):
      return !inner.evaluate(with: object, value: lookup)
    case .and(let operands):
      return operands.allSatisfy { $0.evaluate(with: object, value: lookup) }
    case .or(let operands):
      return operands.contains { $0.evaluate(with: object, value: lookup) }
    case .comparison(let comparison):
      return comparison.evaluate(with: object, value: lookup)
    }
  }
}

extension PredicateComparison {
  func evaluate(with object: Any?, value lookup: KeyLookup) -> Bool {
    let left = lhs.resolve(with: object, value: lookup)
    let right = rhs.resolve(with: object, value: lookup)
    let satisfies = { (element: PredicateValue) in op.test(element, right, options: options) }
    switch modifier {
    case .direct: return satisfies(left)
    case .any: return left.quantifiedElements.contains(where: satisfies)
    case .all: return left.quantifiedElements.allSatisfy(satisfies)
    case .none: return !left.quantifiedElements.contains(where: satisfies)
    }
  }
}

extension PredicateValue {
  /// The elements a quantifier ranges over. A path through several to-many
  /// relationships (`ANY friends.friends.name`) yields nested arrays, which
  /// are flattened the way a Core Data store joins them. A single value is
  /// its own one-element collection; nil is an empty one.
  var quantifiedElements: [PredicateValue] {
    switch self {
    case .null: []
    case .array(let elements):
      elements.flatMap { element in
        if case .array = element { element.quantifiedElements } else { [element] }
      }
    default: [self]
    }
  }
}

extension PredicateOperand {
  func resolve(with object: Any?, value lookup: KeyLookup) -> PredicateValue {
    switch self {
    case .evaluatedObject:
      PredicateValue(converting: object)
    case .constant(let value):
      value
    case .keyPath(let components):
      PredicateValue(converting: KeyPathWalk.follow(components[...], from: object, value: lookup))
    case .aggregate(let elements):
      .array(elements.map { $0.resolve(with: object, value: lookup) })
    }
  }
}

/// Following a key path the way KVC does: a key applied to a collection is
/// applied to each element, so `friends.name` is the array of friends' names.
enum KeyPathWalk {
  static func follow(_ path: ArraySlice<String>, from start: Any?, value lookup: KeyLookup) -> Any? {
    var current = unwrapOptional(start)
    var remaining = path
    while let key = remaining.first {
      if key.hasPrefix("@") {
        return applyCollectionOperator(key, to: current, rest: remaining.dropFirst(), value: lookup)
      }
      if let elements = collectionElements(of: current) {
        let rest = remaining
        return elements.map { follow(rest, from: $0, value: lookup) } as [Any?]
      }
      guard current != nil else { return nil }
      current = unwrapOptional(lookup(current, key))
      remaining = remaining.dropFirst()
    }
    return current
  }

  /// `@count` counts the collection; the others aggregate the values of
  /// `rest` (or of the elements themselves when nothing follows). Results
  /// are returned as `PredicateValue`, which conversion passes through.
  private static func applyCollectionOperator(
    _ name: String, to collection: Any?, rest: ArraySlice<String>,
    value lookup: KeyLookup
  ) -> Any? {
    guard let elements = collectionElements(of: collection) else { return nil }
    if name == "@count" { return elements.count }
    let values = elements.map { element in
      PredicateValue(converting: rest.isEmpty ? element : follow(rest, from: element, value: lookup))
    }
    switch name {
    case "@sum": return sum(of: values)
    case "@avg": return average(of: values)
    case "@min": return extreme(of: values, keeping: .orderedAscending)
    case "@max": return extreme(of: values, keeping: .orderedDescending)
    default: return nil
    }
  }

  private static func isDecimal(_ number: PredicateNumber) -> Bool {
    if case .decimal = number { true } else { false }
  }

  /// Integers stay integers unless they overflow; any Decimal makes the
  /// sum Decimal so money columns keep their precision. Non-numbers and
  /// nils are skipped, so the sum of nothing is 0.
  private static func sum(of values: [PredicateValue]) -> PredicateValue {
    let numbers = values.compactMap(\.number)
    if numbers.contains(where: isDecimal) {
      return .decimal(numbers.reduce(Decimal(0)) { $0 + $1.decimalValue })
    }
    var total = 0
    for number in numbers {
      guard case .integer(let integer) = number else {
        return .double(numbers.reduce(0) { $0 + $1.doubleValue })
      }
      let (partial, overflow) = total.addingReportingOverflow(integer)
      if overflow { return .double(numbers.reduce(0) { $0 + $1.doubleValue }) }
      total = partial
    }
    return .integer(total)
  }

  /// The average of nothing is nil rather than a division by zero.
  private static func average(of values: [PredicateValue]) -> PredicateValue {
    let numbers = values.compactMap(\.number)
    guard !numbers.isEmpty else { return .null }
    if numbers.contains(where: isDecimal) {
      return .decimal(numbers.reduce(Decimal(0)) { $0 + $1.decimalValue } / Decimal(numbers.count))
    }
    return .double(numbers.reduce(0) { $0 + $1.doubleValue } / Double(numbers.count))
  }

  /// Values that cannot be ordered against the current best (nils, mixed
  /// kinds) are skipped instead of poisoning the result.
  private static func extreme(of values: [PredicateValue], keeping wanted: ComparisonResult) -> PredicateValue {
    var best: PredicateValue?
    for value in values where value != .null {
      guard let current = best else {
        best = value
        continue
      }
      if value.order(against: current, options: []) == wanted { best = value }
    }
    return best ?? .null
  }
}
