import DarkroomViews
import Foundation

/// Objects fetched from the environment's model context, as SwiftData's `@Query`
/// (developer.apple.com/documentation/swiftdata/query): the view shows the objects its
/// descriptor matches, in its order, each time its body is evaluated.
///
/// ```swift
/// struct ItemList: View {
///   @Query(sort: \Item.timestamp, order: .reverse) private var items: [Item]
///   var body: some View { List(items) { Text($0.title) } }
/// }
/// ItemList().modelContainer(container)
/// ```
///
/// A fetch that fails shows no objects. Without a container in the environment the query
/// finds nothing.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  private let fetch: (ModelContext) -> Result

  /// The objects the query matches, fetched from the context where the view sits.
  public var wrappedValue: Result {
    fetch((EnvironmentValues.current ?? EnvironmentValues()).modelContext)
  }

  /// The error of the last fetch: fetches here do not fail, so always `nil`.
  public var fetchError: (any Error)? { nil }

  /// The context the query fetches from.
  public var modelContext: ModelContext { (EnvironmentValues.current ?? EnvironmentValues()).modelContext }
}

extension Query where Result == [Element] {
  /// Fetches what `descriptor` describes.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    fetch = { context in (try? context.fetch(descriptor)) ?? [] }
  }

  /// Fetches what `descriptor` describes; the transaction's animation is not drawn.
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor)
  }

  /// Fetches the objects `filter` keeps, in the descriptors' order.
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  /// Fetches the objects `filter` keeps, ordered by one property.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  /// Fetches the objects `filter` keeps, ordered by one optional property.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  /// Fetches every object of the type, in insertion order.
  public init() {
    self.init(FetchDescriptor())
  }
}

/// Where `.modelContainer(…)` and `.modelContext(…)` keep the context.
private struct ModelContextKey: EnvironmentKey {
  /// Without a container, an empty one of its own: queries find nothing.
  static var defaultValue: ModelContext { ModelContext(ModelContainer(schema: Schema([]), configurations: [])) }
}

extension EnvironmentValues {
  /// The model context `@Query` fetches from and views insert into, as SwiftData's
  /// (developer.apple.com/documentation/swiftui/environmentvalues/modelcontext).
  ///
  /// ```swift
  /// @Environment(\.modelContext) private var modelContext
  /// ```
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Gives the view and those inside it `container`'s main context.
  ///
  /// ```swift
  /// ItemList().modelContainer(container)
  /// ```
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.sharedContext)
  }

  /// Gives the view a new, empty container for `modelType`, as a preview does.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives the view a new, empty container for `modelTypes`, as a preview does.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    let container = ModelContainer(schema: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
    onSetup(.success(container))
    return environment(\.modelContext, container.sharedContext)
  }

  /// Gives the view and those inside it `context`.
  public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }
}

nonisolated extension Scene {
  /// Accepted: an app's scenes are not run; give a view its container with the view
  /// modifier of the same name.
  public func modelContainer(_ container: ModelContainer) -> some Scene { self }

  /// Accepted, as above.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene { self }

  /// Accepted, as above.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene { self }
}

/// `@Query`, as SwiftData declares it: a macro that writes out the model type, which a
/// property wrapper alone could not infer from `[Trip]`, and makes the ``Query`` above with
/// the arguments given.
///
/// ```swift
/// @Query private var trips: [Trip]
/// @Query(sort: \Trip.date, order: .reverse) private var latest: [Trip]
/// ```
@attached(accessor, names: named(init), named(get))
@attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "DarkroomPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(init), named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) =
  #externalMacro(module: "DarkroomPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(init), named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) =
  #externalMacro(module: "DarkroomPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(init), named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default
) = #externalMacro(module: "DarkroomPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(init), named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
  animation: Animation = .default
) = #externalMacro(module: "DarkroomPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(init), named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
  animation: Animation = .default
) = #externalMacro(module: "DarkroomPreviewMacros", type: "QueryMacro")
