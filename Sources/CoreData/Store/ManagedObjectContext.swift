import Foundation

/// How a context runs its work, as Core Data's `NSManagedObjectContextConcurrencyType`.
/// Contexts in memory run every block at once, on the calling thread, so renders are the
/// same each time.
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case confinementConcurrencyType
  case privateQueueConcurrencyType
  case mainQueueConcurrencyType
}

/// A scratch pad of managed objects, as Core Data's `NSManagedObjectContext`
/// (developer.apple.com/documentation/coredata/nsmanagedobjectcontext), kept in memory:
/// fetches search the objects inserted into any context of the same store and not deleted.
///
/// ```swift
/// let context = NSPersistentContainer(name: "Shop").viewContext
/// let item = Item(context: context)
/// item.title = "Oat milk"
/// try context.save()
/// let items = try context.fetch(Item.fetchRequest())
/// ```
open class NSManagedObjectContext: NSObject {
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// The context whose store this one shares.
  public var parent: NSManagedObjectContext? {
    didSet { if let parent { store = parent.store } }
  }
  public var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    didSet { if let store = persistentStoreCoordinator?.store { self.store = store } }
  }
  public var name: String?
  public var automaticallyMergesChangesFromParent = false
  /// Kept for source compatibility: objects in memory never conflict.
  public var mergePolicy: Any = NSErrorMergePolicy
  /// Kept for source compatibility: nothing here is undone.
  public var undoManager: AnyObject?
  public var transactionAuthor: String?
  public var stalenessInterval: TimeInterval = -1
  public var shouldDeleteInaccessibleFaults = true

  var store: ObjectStore
  public private(set) var insertedObjects: Set<NSManagedObject> = []
  public private(set) var deletedObjects: Set<NSManagedObject> = []

  /// A context with a store of its own.
  public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
    self.concurrencyType = concurrencyType
    store = ObjectStore()
  }

  init(concurrencyType: NSManagedObjectContextConcurrencyType, store: ObjectStore) {
    self.concurrencyType = concurrencyType
    self.store = store
  }

  /// The objects inserted and not deleted, in the order they were inserted.
  public var registeredObjects: Set<NSManagedObject> { Set(store.objects) }
  /// The objects with values set by key since the last save.
  public var updatedObjects: Set<NSManagedObject> { Set(store.objects.filter { $0.managedObjectContext === self && $0.isUpdated }) }
  /// Whether anything was inserted, deleted or changed since the last save.
  public var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty || !updatedObjects.isEmpty }

  /// Adds `object` to the store; inserting it again does nothing.
  public func insert(_ object: NSManagedObject) {
    guard object.managedObjectContext == nil || object.isDeleted else { return }
    object.managedObjectContext = self
    object.markDeleted(false)
    store.add(object)
    insertedObjects.insert(object)
    deletedObjects.remove(object)
    object.awakeFromInsert()
  }

  /// Takes `object` out of the store: fetches no longer find it.
  public func delete(_ object: NSManagedObject) {
    guard store.contains(object) else { return }
    object.prepareForDeletion()
    store.remove(object)
    object.markDeleted(true)
    if insertedObjects.remove(object) == nil { deletedObjects.insert(object) }
  }

  /// Ends the pending changes: inserted objects stay, deleted ones leave their context.
  public func save() throws {
    let changed = insertedObjects.union(updatedObjects)
    for object in changed { object.willSave() }
    for object in deletedObjects { object.managedObjectContext = nil }
    insertedObjects.removeAll()
    deletedObjects.removeAll()
    for object in changed {
      object.markSaved()
      object.didSave()
    }
  }

  /// Undoes the inserts and deletes since the last save (values set by key stay).
  public func rollback() {
    for object in insertedObjects {
      store.remove(object)
      object.managedObjectContext = nil
    }
    for object in deletedObjects {
      object.markDeleted(false)
      store.add(object)
    }
    insertedObjects.removeAll()
    deletedObjects.removeAll()
  }

  /// Forgets the pending changes, as ``rollback()`` does.
  public func reset() { rollback() }
  public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
  public func refreshAllObjects() {}
  public func processPendingChanges() {}
  public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

  /// The objects `request` matches, sorted and limited as it says. Objects that sort the
  /// same keep the order they were inserted in.
  public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    var matches = store.objects.filter { request.isOfEntity($0) }
    if let predicate = request.predicate { matches = matches.filter { predicate.evaluate(with: $0) } }
    if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
      matches = ObjectSorting.sorted(matches, by: descriptors)
    }
    let offset = min(max(request.fetchOffset, 0), matches.count)
    var results = matches.dropFirst(offset).compactMap { $0 as? T }
    if request.fetchLimit > 0 { results = Array(results.prefix(request.fetchLimit)) }
    for case let object as NSManagedObject in results { object.awakeFromFetch() }
    return results
  }

  /// How many objects `request` matches.
  public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetch(request).count
  }

  /// The object with `objectID`; a new empty object when it is no longer in the store.
  public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    store.objects.first { $0.objectID == objectID } ?? NSManagedObject()
  }

  /// The object with `objectID`.
  ///
  /// - Throws: ``CoreDataError/noObject(_:)`` when it is not in the store.
  public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    guard let object = store.objects.first(where: { $0.objectID == objectID }) else { throw CoreDataError.noObject(objectID) }
    return object
  }

  /// Runs `block` now, on the calling thread.
  public func perform(_ block: @escaping () -> Void) { block() }
  /// Runs `block` now and returns what it returns.
  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
  /// Runs `block` and returns what it returns.
  public func perform<T>(_ block: () throws -> T) async rethrows -> T { try block() }
}

/// Apple's merge policies, kept for source compatibility: objects in memory never conflict.
public nonisolated(unsafe) let NSErrorMergePolicy: Any = "NSErrorMergePolicy"
public nonisolated(unsafe) let NSMergeByPropertyStoreTrumpMergePolicy: Any = "NSMergeByPropertyStoreTrumpMergePolicy"
public nonisolated(unsafe) let NSMergeByPropertyObjectTrumpMergePolicy: Any = "NSMergeByPropertyObjectTrumpMergePolicy"
public nonisolated(unsafe) let NSOverwriteMergePolicy: Any = "NSOverwriteMergePolicy"
public nonisolated(unsafe) let NSRollbackMergePolicy: Any = "NSRollbackMergePolicy"

/// A Core Data stand-in's failure.
public enum CoreDataError: Error, CustomStringConvertible, Equatable {
  /// No object in the store has the identity.
  case noObject(NSManagedObjectID)

  public var description: String {
    switch self {
    case .noObject(let objectID): "no object with the identity \(objectID) is in the context's store"
    }
  }
}
