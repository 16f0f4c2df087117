import Foundation

/// The store type names, kept for source compatibility: every store here is in memory.
public let NSInMemoryStoreType = "InMemory"
public let NSSQLiteStoreType = "SQLite"
public let NSBinaryStoreType = "Binary"

/// Where a container's store would live, as Core Data's `NSPersistentStoreDescription`. The
/// settings are kept and read back; the store is in memory whatever they say.
public final class NSPersistentStoreDescription: NSObject {
  public var url: URL?
  public var type = NSSQLiteStoreType
  public var configuration: String?
  public var isReadOnly = false
  public var shouldAddStoreAsynchronously = false
  public var shouldMigrateStoreAutomatically = true
  public var shouldInferMappingModelAutomatically = true
  public var cloudKitContainerOptions: Any?
  private var options: [String: NSObject] = [:]

  public init(url: URL) { self.url = url }
  public override init() { url = nil }

  public func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
  public func setValue(_ value: NSObject?, forPragmaNamed name: String) {}
}

/// The store behind a container's contexts, as Core Data's `NSPersistentStoreCoordinator`.
public final class NSPersistentStoreCoordinator: NSObject {
  public let managedObjectModel: NSManagedObjectModel
  let store = ObjectStore()

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
  }
}

/// A model, its store and a main context, as Core Data's `NSPersistentContainer`
/// (developer.apple.com/documentation/coredata/nspersistentcontainer). The store is in
/// memory and starts empty, so a preview fills it with the objects it shows.
///
/// ```swift
/// let container = NSPersistentContainer(name: "Shop")
/// container.loadPersistentStores { _, error in precondition(error == nil) }
/// let milk = Item(context: container.viewContext)
/// milk.title = "Oat milk"
/// ShoppingList().environment(\.managedObjectContext, container.viewContext)
/// ```
// Core Data's own pair of `performBackgroundTask` names: one runs a block, the other awaits.
// swift-format-ignore: AmbiguousTrailingClosureOverload
open class NSPersistentContainer: NSObject {
  public let name: String
  public let managedObjectModel: NSManagedObjectModel
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// The context for the main thread, which views read.
  public let viewContext: NSManagedObjectContext
  public var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// A container for the model named `name`.
  public convenience init(name: String) {
    self.init(name: name, managedObjectModel: NSManagedObjectModel())
  }

  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType, store: persistentStoreCoordinator.store)
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
  }

  /// Where stores would be kept.
  open class func defaultDirectoryURL() -> URL {
    URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
  }

  /// Calls `block` once for each store description, at once and without an error: the
  /// stores are in memory.
  public func loadPersistentStores(completionHandler block: (NSPersistentStoreDescription, Error?) -> Void) {
    for description in persistentStoreDescriptions { block(description, nil) }
  }

  /// A context that shares the store with ``viewContext``.
  public func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType, store: persistentStoreCoordinator.store)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` now with a new background context.
  public func performBackgroundTask(_ block: (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }

  /// Runs `block` with a new background context and returns what it returns.
  public func performBackgroundTask<T>(_ block: (NSManagedObjectContext) throws -> T) async rethrows -> T {
    try block(newBackgroundContext())
  }
}

/// A container that would sync through CloudKit, as Core Data's
/// `NSPersistentCloudKitContainer`: here its store is in memory like any other.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
