import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

private struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone: Bool
}

/// `ForEach` and `List` over a binding: each row reads its element through a binding.
@Suite struct ForEachBindingTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .fixed(width: 320, height: 400), traits: UITraitCollection())
  }

  @Test func aForEachOverABindingDrawsARowPerElement() throws {
    let chores = Binding.constant([Chore(id: 1, title: "Dishes", isDone: true), Chore(id: 2, title: "Laundry", isDone: false)])
    let text = try layout(VStack { ForEach(chores) { $chore in Toggle(chore.title, isOn: $chore.isDone) } })
    #expect(text.contains("Text \"Dishes\""))
    #expect(text.contains("Text \"Laundry\""))
    #expect(text.contains("Switch on"))
    #expect(text.contains("Switch off"))
  }

  @Test func aListOverABindingWithEditActionsAndASelectionDrawsItsRows() throws {
    var selection: Set<String> = []
    let names = Binding.constant(["Ada", "Grace"])
    let list = List(names, id: \.self, editActions: .all, selection: Binding(get: { selection }, set: { selection = $0 })) { $name in
      Text(name)
    }
    let text = try layout(list)
    #expect(text.contains("Text \"Ada\""))
    #expect(text.contains("Text \"Grace\""))
  }

  @Test func aRowsBindingWritesBackToItsElement() {
    var chores = [Chore(id: 1, title: "Dishes", isDone: false)]
    let rows = elementBindings(Binding(get: { chores }, set: { chores = $0 }))
    rows[0].wrappedValue.isDone = true
    #expect(chores[0].isDone)
  }
}
