import CoreData
import DarkroomViews
import Foundation

/// Objects fetched from the environment's Core Data context and grouped into sections, as
/// SwiftUI's `@SectionedFetchRequest`
/// (developer.apple.com/documentation/swiftui/sectionedfetchrequest): the objects come in the
/// request's order, and each run of objects with the same section identifier is a section.
///
/// ```swift
/// @SectionedFetchRequest(sectionIdentifier: \Item.aisle, sortDescriptors: [SortDescriptor(\.aisle)])
/// private var aisles: SectionedFetchResults<String, Item>
///
/// var body: some View {
///   List(aisles) { aisle in
///     Section(aisle.id) { ForEach(aisle) { item in Text(item.title ?? "") } }
///   }
/// }
/// ```
///
/// As with Core Data, sort by the section identifier first, or a section's objects are split
/// into several sections.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
  private let request: NSFetchRequest<Result>
  private let sectionIdentifier: (Result) -> SectionIdentifier

  /// Fetches with `fetchRequest` and groups by the value at `sectionIdentifier`.
  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil
  ) {
    request = fetchRequest
    self.sectionIdentifier = { $0[keyPath: sectionIdentifier] }
  }

  /// The sections of the objects the request matches, fetched where the view sits.
  public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
    let context = (EnvironmentValues.current ?? EnvironmentValues()).managedObjectContext
    let objects = (try? context.fetch(request)) ?? []
    var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
    for object in objects {
      let identifier = sectionIdentifier(object)
      if sections.last?.id == identifier {
        sections[sections.count - 1].objects.append(object)
      } else {
        sections.append(.init(id: identifier, objects: [object]))
      }
    }
    return SectionedFetchResults(sections: sections)
  }
}

extension SectionedFetchRequest where Result: NSManagedObject {
  /// Fetches the objects of `Result`'s entity that match `predicate`, in the descriptors'
  /// order, grouped by the value at `sectionIdentifier`.
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>(entityName: String(describing: Result.self))
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
  }

  /// The same, ordered by Foundation's sort descriptors.
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    self.init(
      sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors.map { NSSortDescriptor($0) },
      predicate: predicate, animation: animation)
  }
}

/// The sections a `@SectionedFetchRequest` fetched, as SwiftUI's `SectionedFetchResults`.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
  /// One section: its identifier and its objects, in the request's order.
  public struct Section: Identifiable, RandomAccessCollection {
    public let id: SectionIdentifier
    var objects: [Result]

    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
  }

  private let sections: [Section]

  init(sections: [Section]) { self.sections = sections }

  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> Section { sections[position] }
}
