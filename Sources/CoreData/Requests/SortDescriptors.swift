import Foundation

extension NSSortDescriptor {
  /// Orders by the value at `keyPath` when it is optional: `nil` first, as Core Data sorts
  /// missing values. Foundation on Linux takes only key paths to `Comparable` values.
  ///
  /// ```swift
  /// NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)   // timestamp: Date?
  /// ```
  public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
    self.init(keyPath: keyPath, ascending: ascending) { first, second in
      ValueOrder.compare(first as? Value, second as? Value)
    }
  }

  /// Orders by the value named `key` (a dotted path such as `"owner.name"`), read from each
  /// object's stored properties or the values set on it by key. Foundation on Linux has no
  /// key-value coding, so the key is read by reflection.
  ///
  /// ```swift
  /// NSSortDescriptor(key: "title", ascending: true)
  /// ```
  public convenience init(key: String?, ascending: Bool) {
    let key = key ?? "self"
    self.init(keyPath: \NSObject.self, ascending: ascending) { first, second in
      ValueOrder.compare(KeyValues.value(of: first, forKeyPath: key), KeyValues.value(of: second, forKeyPath: key))
    }
  }
}

/// The order of two values read by key: `nil` first, then strings, numbers, dates, UUIDs
/// and URLs among their own kind. Values of different kinds, or of kinds that do not
/// compare, are the same.
enum ValueOrder {
  static func compare(_ first: Any?, _ second: Any?) -> ComparisonResult {
    switch (first.flatMap(KeyValues.unwrapped), second.flatMap(KeyValues.unwrapped)) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let first?, let second?):
      if let first = first as? String, let second = second as? String { return order(first, second) }
      if let first = number(first), let second = number(second) { return order(first, second) }
      if let first = first as? Date, let second = second as? Date { return order(first, second) }
      if let first = first as? UUID, let second = second as? UUID { return order(first.uuidString, second.uuidString) }
      if let first = first as? URL, let second = second as? URL { return order(first.absoluteString, second.absoluteString) }
      return .orderedSame
    }
  }

  private static func order<T: Comparable>(_ first: T, _ second: T) -> ComparisonResult {
    first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
  }

  /// A number of any of Swift's numeric types, or a Boolean as 0 or 1, as a `Double`.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let value as Int: Double(value)
    case let value as Int16: Double(value)
    case let value as Int32: Double(value)
    case let value as Int64: Double(value)
    case let value as UInt: Double(value)
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
    case let value as Bool: value ? 1 : 0
    default: nil
    }
  }
}

/// Sorting objects by descriptors, first descriptor first; ties keep their order.
enum ObjectSorting {
  static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
    objects.enumerated().sorted { first, second in
      for descriptor in descriptors {
        switch descriptor.compare(first.element, to: second.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return first.offset < second.offset
    }.map(\.element)
  }
}
