import CoreData
import Foundation
import Testing

/// The in-memory Core Data stand-in: inserting, fetching, sorting, deleting and saving, as
/// developer.apple.com/documentation/coredata/nsmanagedobjectcontext describes them.
@Suite struct ManagedObjectContextTests {
  final class Item: NSManagedObject {
    var title: String?
    var timestamp: Date?
    var quantity = 0
  }

  final class Note: NSManagedObject {
    var text = ""
  }

  private func shop() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Shop")
    container.loadPersistentStores { _, error in #expect(error == nil) }
    let context = container.viewContext
    for (index, title) in ["Tea", "cake", "Milk", "apples"].enumerated() {
      let item = Item(context: context)
      item.title = title
      item.quantity = 4 - index
      item.timestamp = index == 2 ? nil : Date(timeIntervalSince1970: Double(index) * 100)
    }
    Note(context: context).text = "Not an item"
    return container
  }

  @Test func aFetchFindsTheObjectsOfItsEntityInTheOrderTheyWereInserted() throws {
    let context = shop().viewContext
    let items = try context.fetch(NSFetchRequest<Item>(entityName: "Item"))
    #expect(items.map(\.title) == ["Tea", "cake", "Milk", "apples"])
    #expect(try context.count(for: NSFetchRequest<Note>(entityName: "Note")) == 1)
    // A request typed by Core Data's protocol finds every object of the entity.
    #expect(try context.fetch(Note.fetchRequest()).count == 1)
  }

  @Test func sortDescriptorsOrderByKeyPathAndByKeyWithMissingValuesFirst() throws {
    let context = shop().viewContext
    let byDate = NSFetchRequest<Item>(entityName: "Item")
    byDate.sortDescriptors = [NSSortDescriptor(keyPath: \Item.timestamp, ascending: false)]
    #expect(try context.fetch(byDate).map(\.title) == ["apples", "cake", "Tea", "Milk"])
    let byKey = NSFetchRequest<Item>(entityName: "Item")
    byKey.sortDescriptors = [NSSortDescriptor(key: "quantity", ascending: true)]
    #expect(try context.fetch(byKey).map(\.title) == ["apples", "Milk", "cake", "Tea"])
  }

  @Test func limitsAndOffsetsCutTheSortedResults() throws {
    let context = shop().viewContext
    let request = NSFetchRequest<Item>(entityName: "Item")
    request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.quantity, ascending: true)]
    request.fetchOffset = 1
    request.fetchLimit = 2
    #expect(try context.fetch(request).map(\.quantity) == [2, 3])
  }

  @Test func aBlockPredicateFiltersTheResults() throws {
    let context = shop().viewContext
    let request = NSFetchRequest<Item>(entityName: "Item")
    request.predicate = NSPredicate { object, _ in ((object as? Item)?.quantity ?? 0) > 2 }
    #expect(try context.fetch(request).map(\.title) == ["Tea", "cake"])
  }

  @Test func deletingTakesAnObjectOutAndRollbackPutsItBack() throws {
    let context = shop().viewContext
    try context.save()
    #expect(!context.hasChanges)
    let first = try #require(try context.fetch(NSFetchRequest<Item>(entityName: "Item")).first)
    context.delete(first)
    #expect(first.isDeleted && context.hasChanges)
    #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 3)
    context.rollback()
    #expect(!first.isDeleted)
    #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 4)
    let added = Item(context: context)
    #expect(added.isInserted)
    context.rollback()
    #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 4)
    #expect(added.managedObjectContext == nil)
  }

  @Test func backgroundContextsShareTheViewContextsStore() throws {
    let container = shop()
    let background = container.newBackgroundContext()
    background.performAndWait { Item(context: background).title = "Bread" }
    let titles = try container.viewContext.fetch(NSFetchRequest<Item>(entityName: "Item")).map(\.title)
    #expect(titles.last == "Bread")
  }

  @Test func valuesSetByKeyAreReadBackAndMarkTheObjectChanged() throws {
    let context = shop().viewContext
    try context.save()
    let item = try #require(try context.fetch(NSFetchRequest<Item>(entityName: "Item")).first)
    #expect(item.value(forKey: "title") as? String == "Tea")
    #expect(!item.isUpdated)
    item.setValue("Green tea", forKey: "label")
    #expect(item.value(forKey: "label") as? String == "Green tea")
    #expect(item.isUpdated && context.updatedObjects.contains(item))
    try context.save()
    #expect(!item.hasChanges)
  }

  @Test func anObjectIsFoundAgainByItsIdentity() throws {
    let context = shop().viewContext
    let item = try #require(try context.fetch(NSFetchRequest<Item>(entityName: "Item")).last)
    #expect(try context.existingObject(with: item.objectID) === item)
    context.delete(item)
    #expect(throws: CoreDataError.noObject(item.objectID)) { try context.existingObject(with: item.objectID) }
  }
}
