import CoreData
import DarkroomViews

/// Where `.environment(\.managedObjectContext, …)` keeps the context.
private struct ManagedObjectContextKey: EnvironmentKey {
  /// Without one given, an empty context of its own: fetches find nothing.
  static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
  /// The Core Data context that `@FetchRequest` fetches from, as SwiftUI's
  /// (developer.apple.com/documentation/swiftui/environmentvalues/managedobjectcontext).
  ///
  /// ```swift
  /// ItemList().environment(\.managedObjectContext, container.viewContext)
  /// ```
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}
