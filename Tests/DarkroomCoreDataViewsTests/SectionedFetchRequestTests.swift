import CoreData
import DarkroomCoreDataViews
import DarkroomUI
import Foundation
import Testing

/// `@SectionedFetchRequest` groups the fetched objects into runs of one section identifier,
/// as developer.apple.com/documentation/swiftui/sectionedfetchrequest describes.
@Suite struct SectionedFetchRequestTests {
  final class Grocery: NSManagedObject, Identifiable {
    var aisle = ""
    var name = ""
  }

  private nonisolated struct Aisles: View {
    @SectionedFetchRequest(sectionIdentifier: \Grocery.aisle, sortDescriptors: [SortDescriptor(\.aisle), SortDescriptor(\.name)])
    private var aisles: SectionedFetchResults<String, Grocery>

    var body: some View {
      VStack {
        ForEach(aisles) { aisle in
          Text("\(aisle.id): \(aisle.count)")
          ForEach(aisle) { grocery in Text(grocery.name) }
        }
      }
    }
  }

  @Test func objectsAreGroupedBySectionInTheRequestsOrder() throws {
    let container = NSPersistentContainer(name: "Groceries")
    for (aisle, name) in [("Fruit", "Pears"), ("Dairy", "Milk"), ("Fruit", "Apples"), ("Dairy", "Butter"), ("Bakery", "Bread")] {
      let grocery = Grocery(context: container.viewContext)
      grocery.aisle = aisle
      grocery.name = name
    }
    let view = Aisles().environment(\.managedObjectContext, container.viewContext)
    let labels = try ImageRenderer(content: view).accessibilityElements().map(\.label)
    #expect(labels == ["Bakery: 1", "Bread", "Dairy: 2", "Butter", "Milk", "Fruit: 2", "Apples", "Pears"])
  }

  @Test func withoutAContextThereAreNoSections() throws {
    #expect(try ImageRenderer(content: Aisles()).accessibilityElements().isEmpty)
  }
}
