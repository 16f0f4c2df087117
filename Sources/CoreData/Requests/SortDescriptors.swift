import DarkroomPredicates
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
      PredicateValues.order(first as? Value, second as? Value)
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
      PredicateValues.order(KeyValues.value(of: first, forKeyPath: key), KeyValues.value(of: second, forKeyPath: key))
    }
  }
}

extension NSSortDescriptor {
  /// A descriptor that orders as Foundation's `descriptor` does, as `NSSortDescriptor(_:)`
  /// converts one on Apple's platforms.
  ///
  /// ```swift
  /// request.sortDescriptors = [NSSortDescriptor(SortDescriptor(\Item.title, order: .reverse))]
  /// ```
  public convenience init<Compared: NSObject>(_ descriptor: SortDescriptor<Compared>) {
    self.init(keyPath: \NSObject.self, ascending: true) { first, second in
      guard let first = first as? Compared, let second = second as? Compared else { return .orderedSame }
      return descriptor.compare(first, second)
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
