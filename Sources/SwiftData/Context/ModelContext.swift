import Foundation

/// Inserts, deletes and fetches a container's objects, as SwiftData's `ModelContext`
/// (developer.apple.com/documentation/swiftdata/modelcontext). Inserted objects are in the
/// store at once, so fetches see them; `rollback()` takes back what changed since the last
/// `save()`.
///
/// ```swift
/// let context = container.mainContext
/// context.insert(Item(title: "Oat milk"))
/// try context.save()
/// let items = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.title)]))
/// ```
public final class ModelContext: @unchecked Sendable {
  /// The container whose store the context works on.
  public let container: ModelContainer
  /// Whether changes are saved without asking; saving changes nothing here but `hasChanges`.
  public var autosaveEnabled = true
  private let lock = NSLock()
  private var inserted: [any PersistentModel] = []
  private var deleted: [any PersistentModel] = []

  public init(_ container: ModelContainer) {
    self.container = container
  }

  /// Whether anything was inserted or deleted since the last save.
  public var hasChanges: Bool { lock.withLock { !inserted.isEmpty || !deleted.isEmpty } }

  /// The objects inserted since the last save.
  public var insertedModelsArray: [any PersistentModel] { lock.withLock { inserted } }
  /// The objects deleted since the last save.
  public var deletedModelsArray: [any PersistentModel] { lock.withLock { deleted } }

  /// Adds `model` to the store; inserting it again does nothing.
  public func insert<T: PersistentModel>(_ model: T) {
    guard !container.store.contains(model) else { return }
    container.store.insert(model)
    ModelOwnership.record(model, in: self)
    lock.withLock { inserted.append(model) }
  }

  /// Removes `model` from the store.
  public func delete<T: PersistentModel>(_ model: T) {
    guard container.store.contains(model) else { return }
    container.store.remove(model)
    ModelOwnership.forget(model, deleted: true)
    lock.withLock {
      if let index = inserted.firstIndex(where: { $0 === model }) {
        inserted.remove(at: index)
      } else {
        deleted.append(model)
      }
    }
  }

  /// Removes every object of `model` that `predicate` keeps (all of them without one).
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true)
    throws
  {
    for object in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(object) }
  }

  /// Keeps what changed: `rollback()` no longer takes it back.
  public func save() throws {
    lock.withLock {
      inserted = []
      deleted = []
    }
  }

  /// Takes back what changed since the last save: inserted objects leave the store and
  /// deleted ones return.
  public func rollback() {
    let (added, removed) = lock.withLock { () -> ([any PersistentModel], [any PersistentModel]) in
      defer {
        inserted = []
        deleted = []
      }
      return (inserted, deleted)
    }
    for object in added {
      container.store.remove(object)
      ModelOwnership.forget(object, deleted: false)
    }
    for object in removed {
      container.store.insert(object)
      ModelOwnership.record(object, in: self)
    }
  }

  /// Accepted: changes reach the store as they are made.
  public func processPendingChanges() {}

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// The objects `descriptor` asks for: kept by its predicate, in its order, after its
  /// offset and up to its limit. A predicate that throws for an object leaves it out.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var objects = container.store.objects(of: T.self)
    if let predicate = descriptor.predicate {
      objects = objects.filter { (try? predicate.evaluate($0)) ?? false }
    }
    if !descriptor.sortBy.isEmpty { objects.sort(using: descriptor.sortBy) }
    let offset = max(0, descriptor.fetchOffset ?? 0)
    objects = Array(objects.dropFirst(offset))
    if let limit = descriptor.fetchLimit { objects = Array(objects.prefix(max(0, limit))) }
    return objects
  }

  /// How many objects `descriptor` would fetch.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identities of the objects `descriptor` would fetch.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The object with `identifier` in this context's store, as `context.model(for:)`.
  public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
    container.store.objects(of: T.self).first { $0.persistentModelID == identifier }
  }
}
