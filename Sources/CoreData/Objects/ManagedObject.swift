import Combine
import Foundation
import Synchronization

/// What a fetch request can return: managed objects.
public protocol NSFetchRequestResult: AnyObject {}

/// A record of an entity, as Core Data's `NSManagedObject`
/// (developer.apple.com/documentation/coredata/nsmanagedobject), kept in memory by its
/// context so that views built on Core Data render on Linux.
///
/// Declare an entity as a subclass whose attributes are ordinary stored properties: Linux
/// has no Objective-C runtime, so `@NSManaged` is not available.
///
/// ```swift
/// final class Item: NSManagedObject, Identifiable {
///   var timestamp: Date?
///   var title: String?
/// }
/// let item = Item(context: container.viewContext)
/// item.timestamp = Date()
/// ```
///
/// The entity's name is the class's name. Like Core Data's objects it is an
/// `ObservableObject`, so `@ObservedObject var item: Item` works.
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
  /// The context the object was inserted into; `nil` before that and once it is deleted.
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?
  /// The object's identity, stable for its lifetime.
  public let objectID: NSManagedObjectID
  /// Values set by key with ``setValue(_:forKey:)`` or ``setPrimitiveValue(_:forKey:)``.
  private var valuesByKey: [String: Any] = [:]
  private var changedKeys: Set<String> = []

  /// An object in no context; ``NSManagedObjectContext/insert(_:)`` puts it in one.
  public override init() {
    objectID = NSManagedObjectID(entityName: String(describing: type(of: self)))
    super.init()
  }

  /// An object inserted into `context`, as Core Data's `init(context:)`.
  public convenience init(context: NSManagedObjectContext) {
    self.init()
    context.insert(self)
  }

  /// An object of `entity`, inserted into `context` when one is given.
  public convenience init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.init()
    context?.insert(self)
  }

  /// The entity of this class: its name is the class's name.
  open class func entity() -> NSEntityDescription {
    NSEntityDescription(name: String(describing: self))
  }

  /// A request for every object of this class's entity.
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
  }

  /// The object's entity.
  public var entity: NSEntityDescription { type(of: self).entity() }

  /// Whether the object was inserted since its context last saved.
  public var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
  /// Whether the object was deleted since its context last saved.
  public private(set) var isDeleted = false
  /// Whether a value was set by key since the context last saved.
  public var isUpdated: Bool { !changedKeys.isEmpty }
  /// Whether the object is inserted, deleted or changed and not yet saved.
  public var hasChanges: Bool { isInserted || isDeleted || isUpdated }
  /// Objects in memory are never faults.
  public var isFault: Bool { false }

  /// Called when the object is inserted into a context.
  open func awakeFromInsert() {}
  /// Called when a fetch returns the object.
  open func awakeFromFetch() {}
  /// Called before the object's context saves it.
  open func willSave() {}
  /// Called after the object's context saved it.
  open func didSave() {}
  /// Called when the object is deleted.
  open func prepareForDeletion() {}
  /// Announces a change to the views observing the object.
  open func willChangeValue(forKey key: String) { objectWillChange.send() }
  open func didChangeValue(forKey key: String) {}

  /// The value for `key`: one set with ``setValue(_:forKey:)``, else the stored property of
  /// that name (read by reflection), else `nil`.
  open func value(forKey key: String) -> Any? {
    if let value = valuesByKey[key] { return value }
    return KeyValues.storedProperty(key, of: self)
  }

  /// Keeps `value` for `key`, read back by ``value(forKey:)`` and by predicates and sort
  /// descriptors that name the key. A stored property of that name is not changed: Swift
  /// cannot write a property by name.
  open func setValue(_ value: Any?, forKey key: String) {
    willChangeValue(forKey: key)
    valuesByKey[key] = value
    changedKeys.insert(key)
    didChangeValue(forKey: key)
  }

  /// The same as ``value(forKey:)``: nothing here is a fault.
  open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
  /// The same as ``setValue(_:forKey:)``, without announcing the change.
  open func setPrimitiveValue(_ value: Any?, forKey key: String) { valuesByKey[key] = value }

  /// The values set by key since the context last saved.
  public func changedValues() -> [String: Any] {
    valuesByKey.filter { changedKeys.contains($0.key) }
  }

  func markDeleted(_ deleted: Bool) { isDeleted = deleted }
  func markSaved() { changedKeys.removeAll() }
}

/// An object's identity, as Core Data's `NSManagedObjectID`.
public final class NSManagedObjectID: NSObject, Sendable {
  /// The name of the object's entity.
  public let entityName: String
  private let serial: Int

  private static let serials = Atomic<Int>(0)

  init(entityName: String) {
    self.entityName = entityName
    serial = NSManagedObjectID.serials.add(1, ordering: .relaxed).newValue
  }

  /// Objects in memory are never saved to a store, so their identity stays temporary.
  public var isTemporaryID: Bool { true }

  /// A URL naming the object, as Core Data's `x-coredata:` ones do.
  public func uriRepresentation() -> URL {
    URL(string: "x-coredata:///\(entityName)/t\(serial)") ?? URL(fileURLWithPath: "/")
  }

  public override var description: String { uriRepresentation().absoluteString }
}
