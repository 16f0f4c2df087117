import Foundation
import Observation

/// A class whose objects a model context keeps, as SwiftData's `PersistentModel`
/// (developer.apple.com/documentation/swiftdata/persistentmodel). `@Model` makes a class one:
/// its stored properties are its attributes, kept in memory here.
///
/// ```swift
/// @Model final class Item {
///   var title: String
///   var timestamp: Date
///   init(title: String, timestamp: Date = .now) {
///     self.title = title
///     self.timestamp = timestamp
///   }
/// }
/// ```
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
  /// The object's identity in its store.
  public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self), type: "\(Self.self)") }

  /// The object's identity, unless the class declares its own `id`.
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the object was inserted into, or `nil` before it is inserted or after it
  /// is deleted.
  public var modelContext: ModelContext? { ModelOwnership.context(of: self) }

  /// Whether the object has been deleted from its context.
  public var isDeleted: Bool { ModelOwnership.isDeleted(self) }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An object's identity in its store, as SwiftData's `PersistentIdentifier`.
public struct PersistentIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  /// The object's identity, as a number so that it can be written and read back within the
  /// process, as `#Predicate` expressions and saved navigation paths write identifiers.
  let object: UInt
  /// The model's type name.
  public let entityName: String

  init(object: ObjectIdentifier, type: String) {
    self.object = UInt(bitPattern: object)
    entityName = type
  }

  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    lhs.entityName != rhs.entityName ? lhs.entityName < rhs.entityName : lhs.object < rhs.object
  }

  public var description: String { "PersistentIdentifier(\(entityName))" }
}
