import CoreData
import DarkroomViews
import Foundation

/// Objects fetched from the environment's Core Data context, as SwiftUI's `@FetchRequest`
/// (developer.apple.com/documentation/swiftui/fetchrequest): the view shows the objects
/// its request matches, in its order, each time its body is evaluated.
///
/// ```swift
/// struct ItemList: View {
///   @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])
///   private var items: FetchedResults<Item>
///
///   var body: some View {
///     List(items) { item in Text(item.title ?? "Untitled") }
///   }
/// }
/// ItemList().environment(\.managedObjectContext, container.viewContext)
/// ```
///
/// A fetch that fails shows no objects.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  /// What the request asks for; changing it through the projected value changes the
  /// objects a later render fetches.
  public struct Configuration {
    public var nsSortDescriptors: [NSSortDescriptor]
    public var nsPredicate: NSPredicate?
  }

  private let request: NSFetchRequest<Result>

  /// Fetches with `fetchRequest`.
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    request = fetchRequest
  }

  /// Fetches with `fetchRequest`; the transaction's animation is not drawn.
  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    request = fetchRequest
  }

  /// Fetches the objects of `entity` that match `predicate`, in the descriptors' order.
  public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
              animation: Animation? = nil) {
    request = NSFetchRequest<Result>()
    request.entity = entity
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
  }

  /// The objects the request matches, fetched from the context where the view sits.
  public var wrappedValue: FetchedResults<Result> {
    let context = (EnvironmentValues.current ?? EnvironmentValues()).managedObjectContext
    return FetchedResults(objects: (try? context.fetch(request)) ?? [], request: request)
  }

  /// The request's sort descriptors and predicate, to change.
  public var projectedValue: Binding<Configuration> {
    let request = request
    return Binding(
      get: { Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate) },
      set: { configuration in
        request.sortDescriptors = configuration.nsSortDescriptors
        request.predicate = configuration.nsPredicate
      })
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// Fetches the objects of `Result`'s entity that match `predicate`, in the descriptors'
  /// order.
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    request = NSFetchRequest<Result>(entityName: String(describing: Result.self))
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
  }

  /// Fetches the objects of `Result`'s entity that match `predicate`, in the order of
  /// Foundation's sort descriptors.
  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(sortDescriptors: sortDescriptors.map { NSSortDescriptor($0) }, predicate: predicate, animation: animation)
  }
}

/// The objects a `@FetchRequest` fetched, in its order, as SwiftUI's `FetchedResults`.
///
/// ```swift
/// ForEach(items) { item in Text(item.title ?? "") }
/// Text("\(items.count) items")
/// ```
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  private let objects: [Result]
  private let request: NSFetchRequest<Result>

  init(objects: [Result], request: NSFetchRequest<Result>) {
    self.objects = objects
    self.request = request
  }

  public var startIndex: Int { objects.startIndex }
  public var endIndex: Int { objects.endIndex }
  public subscript(position: Int) -> Result { objects[position] }

  /// The request's sort descriptors.
  public var nsSortDescriptors: [NSSortDescriptor] {
    get { request.sortDescriptors ?? [] }
    nonmutating set { request.sortDescriptors = newValue }
  }

  /// The request's predicate.
  public var nsPredicate: NSPredicate? {
    get { request.predicate }
    nonmutating set { request.predicate = newValue }
  }
}
