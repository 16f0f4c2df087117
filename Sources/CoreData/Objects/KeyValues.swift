import DarkroomPredicates
import Foundation

/// Reading values by key without Objective-C's key-value coding: stored properties through
/// reflection, dictionaries by key, collections element by element.
enum KeyValues {
  /// The stored property named `key` of `object` or of one of its superclasses, unwrapped
  /// from an optional; `nil` when there is none or it holds `nil`.
  static func storedProperty(_ key: String, of object: Any) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return PredicateValues.unwrapped(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// The value one key away from `object`: by ``NSManagedObject/value(forKey:)`` for
  /// managed objects, by key for dictionaries, the element's value for each element of a
  /// collection, and `self` for `"self"`.
  static func value(of object: Any?, forKey key: String) -> Any? {
    guard let object = PredicateValues.unwrapped(object) else { return nil }
    if key == "self" { return object }
    if let managed = object as? NSManagedObject { return managed.value(forKey: key) }
    if let dictionary = object as? [String: Any] { return PredicateValues.unwrapped(dictionary[key]) }
    if let collection = object as? [Any] { return collection.map { value(of: $0, forKey: key) as Any } }
    if let set = object as? Set<AnyHashable> { return set.map { value(of: $0.base, forKey: key) as Any } }
    return storedProperty(key, of: object)
  }

  /// The value at a dotted key path such as `"owner.name"`.
  static func value(of object: Any?, forKeyPath keyPath: String) -> Any? {
    keyPath.split(separator: ".").reduce(object) { value(of: $0, forKey: String($1)) }
  }
}
