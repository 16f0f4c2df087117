/// The kinds of value `@AppStorage` and `@SceneStorage` keep as they are, as SwiftUI's do:
/// `Bool`, `Int`, `Double`, `String`, `URL`, `Data` and `Date`.
public protocol _StorableValue {}

extension Bool: _StorableValue {}
extension Int: _StorableValue {}
extension Double: _StorableValue {}
extension String: _StorableValue {}
extension URL: _StorableValue {}
extension Data: _StorableValue {}
extension Date: _StorableValue {}

/// How a stored property's value is kept in a store: as it is, or as its raw value.
struct StoredValueCoding<Value> {
  let decode: (Any) -> Value?
  let encode: (Value) -> Any?

  static func plain<Plain: _StorableValue>(_: Plain.Type) -> StoredValueCoding<Plain> {
    StoredValueCoding<Plain>(decode: { StoredValueCoding.cast($0) }, encode: { $0 })
  }

  static func raw<R: RawRepresentable>(_: R.Type) -> StoredValueCoding<R> where R.RawValue: _StorableValue {
    StoredValueCoding<R>(decode: { StoredValueCoding.cast($0).flatMap(R.init(rawValue:)) }, encode: { $0.rawValue })
  }

  static func optional<Wrapped>(_ coding: StoredValueCoding<Wrapped>) -> StoredValueCoding<Wrapped?> {
    StoredValueCoding<Wrapped?>(decode: { coding.decode($0).map { .some($0) } }, encode: { $0.flatMap(coding.encode) })
  }

  /// `value` as a `T`, also when a store gives numbers as `NSNumber`.
  private static func cast<T>(_ value: Any) -> T? {
    if let value = value as? T { return value }
    guard let number = value as? NSNumber else { return nil }
    switch T.self {
    case is Bool.Type: return number.boolValue as? T
    case is Int.Type: return number.intValue as? T
    case is Double.Type: return number.doubleValue as? T
    default: return nil
    }
  }
}

/// A value kept under a key in a store, with the default it was declared with.
struct StoredValue<Value> {
  let key: String
  let defaultValue: Value
  let coding: StoredValueCoding<Value>

  func read(from store: KeyValueStore) -> Value {
    store.object(forKey: key).flatMap(coding.decode) ?? defaultValue
  }

  func write(_ value: Value, to store: KeyValueStore) {
    store.set(coding.encode(value), forKey: key)
  }

  /// A binding that reads and writes the value in `store`, for a wrapper's `projectedValue`.
  func binding(in store: KeyValueStore) -> Binding<Value> {
    let stored = self
    return Binding(get: { stored.read(from: store) }, set: { stored.write($0, to: store) })
  }
}
