import CoreData
import SwiftUI

// Xcode's Core Data app template, as a team keeps it: a list driven by `@FetchRequest`, a
// persistence controller with an in-memory preview store, and the entity's class written
// for Linux (stored properties instead of `@NSManaged`).

final class ShoppingItem: NSManagedObject, Identifiable {
  var timestamp: Date?
  var name: String?

  @nonobjc class func fetchRequest() -> NSFetchRequest<ShoppingItem> {
    NSFetchRequest<ShoppingItem>(entityName: "ShoppingItem")
  }
}

struct PersistenceController {
  @MainActor static let preview: PersistenceController = {
    let result = PersistenceController(inMemory: true)
    let viewContext = result.container.viewContext
    for (offset, name) in ["Oat milk", "Green tea", "Lemon cake"].enumerated() {
      let newItem = ShoppingItem(context: viewContext)
      newItem.timestamp = Date(timeIntervalSince1970: 1_700_000_000 + Double(offset) * 3_600)
      newItem.name = name
    }
    do {
      try viewContext.save()
    } catch {
      let nsError = error as NSError
      fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
    }
    return result
  }()

  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Shop")
    if inMemory {
      container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    }
    container.loadPersistentStores(completionHandler: { (storeDescription, error) in
      if let error = error as NSError? {
        fatalError("Unresolved error \(error), \(error.userInfo)")
      }
    })
    container.viewContext.automaticallyMergesChangesFromParent = true
  }
}

struct ShoppingItemsView: View {
  @Environment(\.managedObjectContext) private var viewContext

  @FetchRequest(
    sortDescriptors: [NSSortDescriptor(keyPath: \ShoppingItem.timestamp, ascending: false)],
    animation: .default)
  private var items: FetchedResults<ShoppingItem>

  var body: some View {
    NavigationStack {
      List {
        ForEach(items) { item in
          NavigationLink {
            Text("Added \(item.timestamp!, formatter: itemFormatter)")
          } label: {
            Text(item.name ?? "Untitled")
          }
        }
        .onDelete(perform: deleteItems)
      }
      .navigationTitle("Shopping")
      .toolbar {
        ToolbarItem {
          Button(action: addItem) {
            Label("Add Item", systemImage: "plus")
          }
        }
      }
    }
  }

  private func addItem() {
    withAnimation {
      let newItem = ShoppingItem(context: viewContext)
      newItem.timestamp = Date()
      try? viewContext.save()
    }
  }

  private func deleteItems(offsets: IndexSet) {
    withAnimation {
      offsets.map { items[$0] }.forEach(viewContext.delete)
      try? viewContext.save()
    }
  }
}

private let itemFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateStyle = .short
  formatter.timeStyle = .medium
  return formatter
}()

#Preview {
  ShoppingItemsView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
