import Foundation
import Testing

@testable import DarkroomPreviewMacros

/// SwiftData's `@Query` as a macro: the model type written out from the variable's type, and
/// the attribute's arguments passed on (developer.apple.com/documentation/swiftdata/query()).
@Suite struct QueryExpansionTests {
  @Test func aBareQueryWritesOutTheModelType() throws {
    let storage = try QueryExpansion.storage(of: "@Query private var trips: [Trip]", attribute: "@Query")
    #expect(storage == "var _trips: SwiftData.Query<Trip, [Trip]> = SwiftData.Query<Trip, [Trip]>()")
    #expect(try QueryExpansion.accessors(of: "@Query private var trips: [Trip]") == "{ get { _trips.wrappedValue } }")
  }

  @Test func theAttributesArgumentsArePassedOn() throws {
    let storage = try QueryExpansion.storage(
      of: "@Query(sort: \\Trip.date, order: .reverse) var trips: Array<Trip>",
      attribute: "@Query(sort: \\Trip.date, order: .reverse)")
    #expect(storage.hasSuffix("= SwiftData.Query<Trip, Array<Trip>>(sort: \\Trip.date, order: .reverse)"))
  }

  @Test func aVariableThatIsNotAnArrayOfModelsIsAClearError() {
    #expect(throws: QueryMacroError.notAnArray("Int")) {
      try QueryExpansion.storage(of: "@Query var count: Int", attribute: "@Query")
    }
    #expect(throws: QueryMacroError.notAVariable) {
      try QueryExpansion.storage(of: "@Query var trips = [Trip]()", attribute: "@Query")
    }
    let initialValue = try? QueryExpansion.storage(of: "@Query var trips: [Trip] = []", attribute: "@Query")
    #expect(initialValue?.hasSuffix("= SwiftData.Query<Trip, [Trip]>()") == true)
  }
}
