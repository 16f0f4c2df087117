import Foundation

/// What a fetch returns, as Core Data's `NSFetchRequestResultType`; objects in memory are
/// always returned as objects.
public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let managedObjectResultType = NSFetchRequestResultType([])
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A search for objects of one entity, as Core Data's `NSFetchRequest`: which objects
/// (`predicate`), in what order (`sortDescriptors`) and how many. Its result type is any
/// type (Core Data's `NSFetchRequestResult` is an Objective-C protocol, which Swift alone
/// cannot make stand for itself), so that `NSFetchRequest<NSFetchRequestResult>` works.
///
/// ```swift
/// let request = NSFetchRequest<Item>(entityName: "Item")
/// request.predicate = NSPredicate(format: "title CONTAINS[c] %@", "milk")
/// request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)]
/// request.fetchLimit = 10
/// let items = try context.fetch(request)
/// ```
open class NSFetchRequest<ResultType>: NSObject {
  /// The name of the entity searched: its class's name. `nil` searches by the result type.
  public var entityName: String?
  /// The entity searched, when set by description.
  public var entity: NSEntityDescription? {
    get { entityName.map(NSEntityDescription.init(name:)) }
    set { entityName = newValue?.name }
  }
  /// Which objects match; `nil` matches every one.
  public var predicate: NSPredicate?
  /// The order of the results, first descriptor first.
  public var sortDescriptors: [NSSortDescriptor]?
  /// At most this many results; 0 means no limit.
  public var fetchLimit = 0
  /// How many matching objects to skip.
  public var fetchOffset = 0
  /// Kept for source compatibility: objects in memory are fetched whole.
  public var fetchBatchSize = 0
  public var returnsObjectsAsFaults = false
  public var includesPendingChanges = true
  public var includesSubentities = true
  public var relationshipKeyPathsForPrefetching: [String]?
  public var propertiesToFetch: [Any]?
  public var resultType = NSFetchRequestResultType.managedObjectResultType

  /// A request for the objects of the entity named `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
  }

  /// A request whose entity is its result type's class.
  public override init() {
    entityName = nil
  }

  /// Whether `object` is of the searched entity (by class name, or by the result type when
  /// no entity is named), counting subclasses as Core Data counts subentities.
  func isOfEntity(_ object: NSManagedObject) -> Bool {
    guard object is ResultType else { return false }
    guard let entityName else { return true }
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if String(describing: current) == entityName { return true }
      guard includesSubentities else { return false }
      type = _getSuperclass(current)
    }
    return false
  }
}
