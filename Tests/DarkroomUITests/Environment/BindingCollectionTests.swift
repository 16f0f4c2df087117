import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A to-do as an editable list holds it.
private struct Chore: Identifiable, Equatable {
  let id: Int
  var isDone: Bool
}

/// Holds the list the bindings write to.
private final class ChoreStore {
  var chores = [Chore(id: 1, isDone: false), Chore(id: 2, isDone: false)]
}

/// A binding to a collection is a collection of bindings, and `#Predicate` searches text as
/// a search field does.
@Suite struct BindingCollectionTests {
  @Test func eachElementsBindingWritesThroughToTheCollection() {
    let store = ChoreStore()
    let binding = Binding(get: { store.chores }, set: { store.chores = $0 })
    #expect(binding.count == 2)
    for (index, chore) in zip(binding.indices, binding) where index == 1 {
      chore.isDone.wrappedValue = true
    }
    #expect(store.chores.map(\.isDone) == [false, true])
    binding[0].wrappedValue.isDone = true
    #expect(store.chores.allSatisfy { $0.isDone })
  }

  @Test func aPredicateSearchIgnoresCase() throws {
    struct Item { var name: String }
    let query = "MIL"
    let predicate = #Predicate<Item> { $0.name.localizedStandardContains(query) }
    #expect(try predicate.evaluate(Item(name: "Oat milk")))
    #expect(try !predicate.evaluate(Item(name: "Bread")))
  }

  @Test func accessibilitySettingsAreOffUnlessAPreviewSetsThem() {
    var environment = EnvironmentValues()
    #expect(!environment.accessibilityReduceMotion)
    #expect(environment.accessibilityPlayAnimatedImages)
    environment._accessibilityReduceMotion = true
    #expect(environment.accessibilityReduceMotion)
    #expect(environment.legibilityWeight == nil)
  }
}
