import Foundation

/// Where a container's models are kept, as SwiftData's `ModelConfiguration`. Darkroom keeps
/// every store in memory, so each container starts empty and nothing reaches the disk.
///
/// ```swift
/// let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
/// ```
public struct ModelConfiguration: Hashable, Sendable {
  /// The store's name.
  public let name: String
  /// Whether the store lives in memory only: always so here.
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save.
  public let allowsSave: Bool

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
  }

  public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
    self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave)
  }

  /// The app group whose container holds the store.
  public struct GroupContainer: Hashable, Sendable {
    let name: String
    public static let automatic = GroupContainer(name: "automatic")
    public static let none = GroupContainer(name: "none")
    public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(name: identifier) }
  }

  /// The CloudKit database the store syncs with; nothing syncs here.
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    public static let automatic = CloudKitDatabase(name: "automatic")
    public static let none = CloudKitDatabase(name: "none")
    public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(name: identifier) }
  }
}

/// The models of an app and the store that keeps them, as SwiftData's `ModelContainer`
/// (developer.apple.com/documentation/swiftdata/modelcontainer). Its contexts share one store
/// in memory, so what a preview inserts into `mainContext` is what its `@Query`s find.
///
/// ```swift
/// let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Item(title: "Oat milk"))
/// ItemList().modelContainer(container)
/// ```
public final class ModelContainer: @unchecked Sendable {
  /// The models the container stores.
  public let schema: Schema
  /// The configurations it was made with.
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private var context: ModelContext?
  private let lock = NSLock()

  public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
    self.init(schema: schema, configurations: configurations)
  }

  /// A container of `schema`; making one here cannot fail, as no file is opened.
  init(schema: Schema, configurations: [ModelConfiguration]) {
    self.schema = schema
    self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
  }

  public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: schema, configurations: configurations)
  }

  public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(types), configurations: configurations)
  }

  public convenience init(
    for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]
  ) throws {
    try self.init(for: schema, configurations: configurations)
  }

  public convenience init(
    for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(types), configurations: configurations)
  }

  /// The context views use, made once.
  @MainActor public var mainContext: ModelContext { sharedContext }

  /// The main context, made once; views handed the container reach it from outside the main
  /// actor.
  var sharedContext: ModelContext {
    lock.withLock {
      if let context { return context }
      let made = ModelContext(self)
      context = made
      return made
    }
  }

  /// Removes every object from the store.
  public func deleteAllData() {
    store.removeAll()
  }
}

/// How a schema's versions migrate, as SwiftData's `SchemaMigrationPlan`; an in-memory store
/// starts empty, so no plan is run.
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// One version of a schema, as SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// A step between two schema versions, as SwiftData's `MigrationStage`.
public enum MigrationStage {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
}
