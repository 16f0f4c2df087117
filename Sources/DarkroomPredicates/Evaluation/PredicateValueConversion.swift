import Foundation

// Turning arbitrary `Any` values -- format arguments and values read from
// objects -- into `PredicateValue`. Both go through the same conversion so
// that a constant and an attribute of the same Swift type always compare
// alike.

extension PredicateValue {
  init(converting any: Any?) {
    guard let value = unwrapOptional(any) else {
      self = .null
      return
    }
    if let scalar = Self.scalar(value) {
      self = scalar
    } else if let elements = collectionElements(of: value) {
      self = .array(elements.map(PredicateValue.init(converting:)))
    } else if let raw = value as? any RawRepresentable {
      // Enums stored by raw value (as Core Data attributes usually are)
      // then compare with their raw constants.
      self = PredicateValue(converting: raw.rawValue)
    } else {
      self = .other(OpaqueValue(value))
    }
  }

  /// Swift numeric types are checked before NSNumber because on Linux an
  /// NSNumber cast would also accept them and lose the exact integer type.
  private static func scalar(_ value: Any) -> PredicateValue? {
    switch value {
    case let value as PredicateValue: value
    case is NSNull: .null
    case let value as Bool: .bool(value)
    case let value as Int: .integer(value)
    case let value as Int8: .integer(Int(value))
    case let value as Int16: .integer(Int(value))
    case let value as Int32: .integer(Int(value))
    case let value as Int64: .integer(Int(value))
    case let value as UInt8: .integer(Int(value))
    case let value as UInt16: .integer(Int(value))
    case let value as UInt32: .integer(Int(value))
    case let value as UInt: unsigned(UInt64(value))
    case let value as UInt64: unsigned(value)
    case let value as Double: .double(value)
    case let value as Float: .double(Double(value))
    case let value as CGFloat: .double(Double(value))
    case let value as Decimal: .decimal(value)
    case let value as String: .string(value)
    case let value as Substring: .string(String(value))
    case let value as Character: .string(String(value))
    case let value as Date: .date(value)
    case let value as UUID: .uuid(value)
    case let value as URL: .url(value)
    case let value as Data: .data(value)
    case let value as NSNumber: number(value)
    default: nil
    }
  }

  private static func unsigned(_ value: UInt64) -> PredicateValue {
    if let exact = Int(exactly: value) { return .integer(exact) }
    return .decimal(Decimal(value))
  }

  private static func number(_ value: NSNumber) -> PredicateValue {
    if let exact = Int(exactly: value) { return .integer(exact) }
    return .double(value.doubleValue)
  }
}

extension OpaqueValue {
  init(_ value: Any) {
    let type = type(of: value)
    typeName = String(reflecting: type)
    displayText = String(describing: value)
    // Without this, every instance of a class lacking a custom
    // description would print (and so compare) the same.
    if type is AnyClass {
      identity = String(describing: ObjectIdentifier(value as AnyObject))
    } else {
      identity = displayText
    }
  }
}

/// Flattens any depth of `Optional` hidden inside an `Any`; a lookup closure
/// that returns a `String?` property yields `Optional<String>` boxed in `Any`,
/// which a plain `if let` does not see through.
func unwrapOptional(_ value: Any?) -> Any? {
  guard let value else { return nil }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return unwrapOptional(mirror.children.first?.value)
}

/// The elements of an array-like or set-like value, or nil if it is not one.
/// Strings are deliberately not collections here: `CONTAINS` on a string
/// means substring, not character membership.
func collectionElements(of value: Any?) -> [Any]? {
  guard let value = unwrapOptional(value), !(value is String) else { return nil }
  if let array = value as? [Any] { return array }
  if let set = value as? Set<AnyHashable> { return set.map(\.base) }
  if let array = value as? NSArray { return Array(array) }
  if let set = value as? NSOrderedSet { return set.array }
  if let set = value as? NSSet { return set.allObjects }
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .collection || mirror.displayStyle == .set {
    return mirror.children.map(\.value)
  }
  return nil
}

/// A short type name for error messages; `nil` for absent values.
func typeDescription(of value: Any?) -> String {
  guard let value = unwrapOptional(value) else { return "nil" }
  return String(describing: type(of: value))
}
