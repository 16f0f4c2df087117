import CoreData
import Foundation
import Testing

/// `NSPredicate(format:)` filters fetches by Apple's predicate syntax, reading keys from the
/// objects' stored properties (developer.apple.com/documentation/foundation/nspredicate).
@Suite struct FormatPredicateTests {
  final class Author: NSManagedObject {
    var name = ""
  }

  final class Book: NSManagedObject {
    var title: String?
    var pages = 0
    var author: Author?
    var tags: [String] = []
  }

  private func library() -> NSManagedObjectContext {
    let context = NSPersistentContainer(name: "Library").viewContext
    let ursula = Author(context: context)
    ursula.name = "Ursula"
    let books: [(String?, Int, Author?, [String])] = [
      ("The Dispossessed", 387, ursula, ["novel", "utopia"]),
      ("A Wizard of Earthsea", 183, ursula, ["novel", "fantasy"]),
      ("Café notes", 42, nil, ["essay"]),
      (nil, 10, nil, []),
    ]
    for (title, pages, author, tags) in books {
      let book = Book(context: context)
      book.title = title
      book.pages = pages
      book.author = author
      book.tags = tags
    }
    return context
  }

  private func titles(_ format: String, _ arguments: Any...) throws -> [String?] {
    let request = NSFetchRequest<Book>(entityName: "Book")
    request.predicate = NSPredicate(format: format, argumentArray: arguments)
    return try library().fetch(request).map(\.title)
  }

  @Test func comparisonsAndStringOperatorsSelectTheMatchingObjects() throws {
    #expect(try titles("pages > %d", 100) == ["The Dispossessed", "A Wizard of Earthsea"])
    #expect(try titles("title CONTAINS[c] %@", "WIZARD") == ["A Wizard of Earthsea"])
    #expect(try titles("title BEGINSWITH[cd] %@", "cafe") == ["Café notes"])
    #expect(try titles("title == nil") == [nil])
  }

  @Test func keyPathsFollowRelationshipsAndCollections() throws {
    #expect(try titles("author.name == %@", "Ursula").count == 2)
    #expect(try titles("ANY tags == %@", "fantasy") == ["A Wizard of Earthsea"])
    #expect(try titles("tags.@count == 0") == [nil])
    #expect(try titles("%K < 50 AND NOT (title == nil)", "pages") == ["Café notes"])
  }

  @Test func aFormatThatDoesNotParseMatchesNothing() throws {
    #expect(try titles("pages >") == [])
    #expect(try titles("title == %@") == [])
  }

  @Test func compoundPredicatesCombineFormatPredicates() throws {
    let request = NSFetchRequest<Book>(entityName: "Book")
    request.predicate = NSCompoundPredicate(orPredicateWithSubpredicates: [
      NSPredicate(format: "pages < 20"), NSPredicate(format: "title ENDSWITH %@", "Earthsea"),
    ])
    #expect(try library().fetch(request).map(\.pages) == [183, 10])
  }
}
