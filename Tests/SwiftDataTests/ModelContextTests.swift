import DarkroomUI
import Foundation
import SwiftData
import Testing

/// SwiftData's models, containers and contexts as apps write them
/// (developer.apple.com/documentation/swiftdata), kept in memory.
@Model final class Trip {
  @Attribute(.unique) var name: String
  var start: Date
  var isBooked: Bool
  var rating: Int?
  @Relationship(deleteRule: .cascade) var stops: [Stop] = []
  @Transient var isExpanded = false

  init(name: String, start: Date, isBooked: Bool = false, rating: Int? = nil) {
    self.name = name
    self.start = start
    self.isBooked = isBooked
    self.rating = rating
  }
}

@Model final class Stop {
  var place: String
  init(place: String) { self.place = place }
}

@MainActor @Suite struct ModelContextTests {
  private func day(_ number: Double) -> Date { Date(timeIntervalSince1970: number * 86_400) }

  private func container(with names: [String]) throws -> ModelContainer {
    let container = try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (index, name) in names.enumerated() {
      container.mainContext.insert(Trip(name: name, start: day(Double(10 - index)), isBooked: index.isMultiple(of: 2)))
    }
    return container
  }

  @Test func fetchesKeepThePredicateTheOrderTheOffsetAndTheLimit() throws {
    let context = try container(with: ["Lisbon", "Oslo", "Kyoto", "Quito"]).mainContext
    let all = try context.fetch(FetchDescriptor<Trip>())
    #expect(all.map(\.name) == ["Lisbon", "Oslo", "Kyoto", "Quito"], "insertion order without a sort")
    let byName = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
    #expect(byName.map(\.name) == ["Kyoto", "Lisbon", "Oslo", "Quito"])
    var booked = FetchDescriptor<Trip>(predicate: #Predicate { $0.isBooked }, sortBy: [SortDescriptor(\.start)])
    #expect(try context.fetch(booked).map(\.name) == ["Kyoto", "Lisbon"])
    booked.fetchLimit = 1
    #expect(try context.fetch(booked).map(\.name) == ["Kyoto"])
    var paged = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, order: .reverse)])
    paged.fetchOffset = 1
    paged.fetchLimit = 2
    #expect(try context.fetch(paged).map(\.name) == ["Oslo", "Lisbon"])
    #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 0)
  }

  @Test func deletingSavingAndRollingBackChangeTheStore() throws {
    let container = try container(with: ["Lisbon", "Oslo"])
    let context = container.mainContext
    try context.save()
    #expect(!context.hasChanges)
    let oslo = try #require(try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Oslo" })).first)
    #expect(oslo.modelContext === context)
    context.delete(oslo)
    context.insert(Trip(name: "Kyoto", start: day(1)))
    #expect(context.hasChanges && oslo.isDeleted && oslo.modelContext == nil)
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Lisbon", "Kyoto"])
    context.rollback()
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name).sorted() == ["Lisbon", "Oslo"])
    #expect(!oslo.isDeleted)
    try context.delete(model: Trip.self, where: #Predicate { $0.name == "Lisbon" })
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
  }

  @Test func contextsOfOneContainerShareItsStoreAndContainersAreSeparate() throws {
    let container = try container(with: ["Lisbon"])
    let background = ModelContext(container)
    background.insert(Trip(name: "Oslo", start: day(2)))
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 2)
    #expect(try self.container(with: []).mainContext.fetchCount(FetchDescriptor<Trip>()) == 0)
    container.deleteAllData()
    #expect(try background.fetchCount(FetchDescriptor<Trip>()) == 0)
  }

  @Test func modelsAreIdentifiedByIdentity() throws {
    let one = Trip(name: "Lisbon", start: day(1))
    let twin = Trip(name: "Lisbon", start: day(1))
    #expect(one == one && one != twin)
    #expect(Set([one, twin, one]).count == 2)
    #expect(one.persistentModelID != twin.persistentModelID)
    #expect(one.persistentModelID.entityName == "Trip")
  }
}
