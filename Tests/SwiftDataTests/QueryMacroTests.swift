import DarkroomUI
import Foundation
import SwiftData
import Testing

/// A list of trips as apps declare it: `@Query` with no arguments, and one whose initialiser
/// replaces the query.
private struct TripNames: View {
  @Query private var trips: [Trip]
  var body: some View { VStack { ForEach(trips) { Text($0.name) } } }
}

private struct BookedTrips: View {
  @Query private var trips: [Trip] = []
  init() { _trips = Query(filter: #Predicate<Trip> { $0.isBooked }, sort: \Trip.name) }
  var body: some View { VStack { ForEach(trips) { Text($0.name) } } }
}

/// `@Query` as SwiftData's macro, and identifiers in predicates
/// (developer.apple.com/documentation/swiftdata/query()).
@MainActor @Suite struct QueryMacroTests {
  private func container() throws -> ModelContainer {
    let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Trip(name: "Oslo", start: .distantPast, isBooked: true))
    container.mainContext.insert(Trip(name: "Kyoto", start: .distantPast))
    container.mainContext.insert(Trip(name: "Lima", start: .distantPast, isBooked: true))
    return container
  }

  @Test func aQueryWithNoArgumentsFetchesEveryModel() throws {
    let view = TripNames().modelContainer(try container())
    let text = try ImageRenderer(content: view).layoutDescription()
    for name in ["Oslo", "Kyoto", "Lima"] { #expect(text.contains(name), "\(text)") }
  }

  @Test func anInitialiserMayReplaceTheQuery() throws {
    let text = try ImageRenderer(content: BookedTrips().modelContainer(try container())).layoutDescription()
    #expect(text.contains("Lima") && text.contains("Oslo") && !text.contains("Kyoto"), "\(text)")
  }

  @Test func anIdentifierInAPredicateFindsItsModel() throws {
    let context = try container().mainContext
    let kyoto = try #require(try context.fetch(FetchDescriptor<Trip>()).first { $0.name == "Kyoto" })
    let id = kyoto.persistentModelID
    let found = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.persistentModelID == id }))
    #expect(found.map(\.name) == ["Kyoto"])
    let encoded = try JSONEncoder().encode(id)
    #expect(try JSONDecoder().decode(PersistentIdentifier.self, from: encoded) == id)
  }
}
