import Foundation

/// An entity, named after its class, as Core Data's `NSEntityDescription`.
///
/// ```swift
/// let request = NSFetchRequest<Item>()
/// request.entity = Item.entity()
/// ```
public final class NSEntityDescription: NSObject, Sendable {
  /// The entity's name: its class's name.
  public let name: String?
  /// The name of the class of the entity's objects.
  public var managedObjectClassName: String? { name }

  init(name: String) {
    self.name = name
  }

  /// The entity named `name`, as models in memory know it.
  public static func entity(forEntityName name: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    NSEntityDescription(name: name)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? NSEntityDescription)?.name == name
  }

  public override var hash: Int { name?.hashValue ?? 0 }
}

/// A model of entities, as Core Data's `NSManagedObjectModel`. The entities here are the
/// classes themselves, so the model holds nothing.
public final class NSManagedObjectModel: NSObject, Sendable {
  public override init() {}

  /// A model read from a compiled model file: there is nothing to read in memory, so any
  /// URL gives an empty model.
  public convenience init?(contentsOf url: URL) {
    self.init()
  }

  /// No entities are listed: they are known by their classes.
  public var entities: [NSEntityDescription] { [] }
}
