import DarkroomUI
import Foundation
import SwiftData
import Testing

private struct TripList: View {
  @Query(sort: \Trip.name, order: .reverse) private var trips: [Trip]
  var body: some View {
    VStack { ForEach(trips) { Text($0.name) } }
  }
}

private struct BookedList: View {
  @Query(filter: #Predicate<Trip> { $0.isBooked }, sort: [SortDescriptor(\Trip.start)]) private var booked: [Trip]
  @Environment(\.modelContext) private var modelContext
  var body: some View {
    VStack {
      Text("\(booked.count) booked of \((try? modelContext.fetchCount(FetchDescriptor<Trip>())) ?? -1)")
      ForEach(booked) { Text($0.name) }
    }
  }
}

/// `@Query`, `modelContainer` and `modelContext` in views
/// (developer.apple.com/documentation/swiftdata/query).
@MainActor @Suite struct QueryTests {
  private func container(_ trips: [(String, Bool)]) throws -> ModelContainer {
    let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (index, trip) in trips.enumerated() {
      container.mainContext.insert(Trip(name: trip.0, start: Date(timeIntervalSince1970: Double(100 - index)), isBooked: trip.1))
    }
    return container
  }

  private func lines<V: View>(_ view: V) throws -> [String] {
    try ImageRenderer(content: view).layoutDescription().split(separator: "\n")
      .compactMap { line in line.firstRange(of: "Text \"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) } }
  }

  @Test func aQueryShowsTheContainersObjectsInItsOrder() throws {
    let container = try container([("Lisbon", true), ("Oslo", false), ("Kyoto", true)])
    #expect(try lines(TripList().modelContainer(container)) == ["Oslo", "Lisbon", "Kyoto"])
  }

  @Test func aFilteredQueryAndTheContextSeeTheSameStore() throws {
    let container = try container([("Lisbon", true), ("Oslo", false), ("Kyoto", true)])
    #expect(try lines(BookedList().modelContainer(container)) == ["2 booked of 3", "Kyoto", "Lisbon"])
    #expect(try lines(BookedList().modelContext(ModelContext(container))) == ["2 booked of 3", "Kyoto", "Lisbon"])
  }

  @Test func withoutAContainerOrWithANewOneAQueryFindsNothing() throws {
    #expect(try lines(TripList()).isEmpty)
    var setUp: ModelContainer?
    let preview = TripList().modelContainer(for: Trip.self, inMemory: true) { setUp = try? $0.get() }
    #expect(try lines(preview).isEmpty)
    #expect(setUp?.schema.entities == ["Trip"])
  }
}
