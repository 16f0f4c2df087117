import CoreData
import DarkroomUI
@testable import DarkroomViews
import DarkroomCoreDataViews
import Foundation
import Testing

/// `@FetchRequest` shows the objects of the environment's context, as
/// developer.apple.com/documentation/swiftui/fetchrequest describes.
@Suite struct FetchRequestTests {
  final class Item: NSManagedObject, Identifiable {
    var title: String?
    var rank = 0
  }

  private nonisolated struct ItemList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.rank, ascending: true)])
    private var items: FetchedResults<Item>

    var body: some View {
      VStack {
        Text("\(items.count) items")
        ForEach(items) { item in Text(item.title ?? "Untitled") }
      }
    }
  }

  private nonisolated struct TitleSortedList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Item.title, order: .reverse)], predicate: NSPredicate { object, _ in
      ((object as? Item)?.rank ?? 0) > 1
    })
    private var items: FetchedResults<Item>

    var body: some View {
      VStack { ForEach(items) { item in Text(item.title ?? "Untitled") } }
    }
  }

  private func context(with titles: [String]) -> NSManagedObjectContext {
    let container = NSPersistentContainer(name: "Shop")
    for (index, title) in titles.enumerated() {
      let item = Item(context: container.viewContext)
      item.title = title
      item.rank = titles.count - index
    }
    return container.viewContext
  }

  private func labels(of view: some View) throws -> [String] {
    try ImageRenderer(content: view).accessibilityElements().map(\.label)
  }

  @Test func theViewShowsTheContextsObjectsInTheRequestsOrder() throws {
    let view = ItemList().environment(\.managedObjectContext, context(with: ["Tea", "Cake", "Milk"]))
    #expect(try labels(of: view) == ["3 items", "Milk", "Cake", "Tea"])
  }

  @Test func withoutAContextTheRequestFindsNothing() throws {
    #expect(try labels(of: ItemList()) == ["0 items"])
  }

  @Test func foundationSortDescriptorsAndPredicatesShapeTheResults() throws {
    let view = TitleSortedList().environment(\.managedObjectContext, context(with: ["Apple", "Cherry", "Banana", "Date"]))
    // Ranks 4, 3, 2 pass the predicate; titles in reverse order.
    #expect(try labels(of: view) == ["Cherry", "Banana", "Apple"])
  }

  @Test func theProjectedValueChangesTheNextFetch() throws {
    let context = context(with: ["Tea", "Cake"])
    let request = FetchRequest<Item>(sortDescriptors: [NSSortDescriptor(keyPath: \Item.rank, ascending: true)])
    request.projectedValue.wrappedValue.nsSortDescriptors = [NSSortDescriptor(keyPath: \Item.rank, ascending: false)]
    var environment = EnvironmentValues()
    environment.managedObjectContext = context
    let titles = EnvironmentValues.$current.withValue(environment) { request.wrappedValue.map(\.title) }
    #expect(titles == ["Tea", "Cake"])
  }
}
