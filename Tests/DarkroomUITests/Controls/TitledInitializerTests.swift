import Foundation
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A page of a sidebar, as apps list them.
private struct Page: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A task whose row edits it through a binding.
private struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone: Bool
}

extension LocalizedStringResource {
  fileprivate static let done = LocalizedStringResource("titled.tests.done", defaultValue: "Done")
}

/// Initialisers as SwiftUI declares them that take their title as a resource, a string or a
/// label first, and lists built from data with a selection or from bindings.
@Suite struct TitledInitializerTests {
  @Test func controlsTitledByAResourceDrawItsDefaultValue() throws {
    #expect(try DrawnText(Button(.done) {}).strings == ["Done"])
    #expect(try DrawnText(Button(.done, systemImage: "checkmark") {}).strings == ["Done"])
    #expect(try DrawnText(Label(.done, systemImage: "checkmark")).strings == ["Done"])
    #expect(try DrawnText(Toggle(.done, isOn: .constant(true))).strings == ["Done"])
  }

  @Test func aStringTitledSpinnerAndALabelFirstGroupBoxDrawTheirTitles() throws {
    let title = "Loading"
    #expect(try DrawnText(ProgressView(title)).strings == ["Loading"])
    #expect(try DrawnText(GroupBox(label: Text("Today")) { Text("3 meetings") }).strings == ["Today", "3 meetings"])
  }

  @Test func aListOfDataWithASelectionDrawsARowEach() throws {
    let pages = [Page(id: 1, title: "Inbox"), Page(id: 2, title: "Sent")]
    let single = List(pages, selection: .constant(Page?.none)) { Text($0.title) }
    #expect(try DrawnText(single).strings == ["Inbox", "Sent"])
    let multiple = List(pages, id: \.title, selection: .constant(Set<String>())) { Text($0.title) }
    #expect(try DrawnText(multiple).strings == ["Inbox", "Sent"])
  }

  @Test func aListOfBindingsHandsEachRowItsElement() throws {
    var chores = [Chore(id: 1, title: "Dishes", isDone: true), Chore(id: 2, title: "Laundry", isDone: false)]
    let binding = Binding(get: { chores }, set: { chores = $0 })
    let list = List(binding) { $chore in Text(chore.isDone ? "\(chore.title) ✓" : chore.title) }
    #expect(try DrawnText(list).strings == ["Dishes ✓", "Laundry"])
  }

  @Test func aLocalizedAttributedStringReadsItsMarkdown() throws {
    let string = AttributedString(localized: "Hello **world**")
    #expect(String(string.characters) == "Hello world")
    let bold = string.runs.filter { $0.inlinePresentationIntent == .stronglyEmphasized }
    #expect(bold.count == 1)
  }

  @Test func libraryItemsAreCollected() {
    struct Library: LibraryContentProvider {
      var views: [LibraryItem] {
        LibraryItem(Text("Badge"), title: "Badge", category: .control)
        LibraryItem(Color.red)
      }
    }
    #expect(Library().views.map(\.title) == ["Badge", "Color"])
    #expect(Library().views.first?.category == .control)
  }

  @Test func navigationTransitionsLeaveTheLayoutAsItIs() throws {
    let plain = try LayoutProbe(Text("Inbox").id("text"))
    let modified = try LayoutProbe(
      Text("Inbox")
        .navigationTransition(.automatic)
        .scrollEdgeEffectStyle(.soft, for: .top)
        .scrollEdgeEffectHidden()
        .id("text"))
    #expect(same(plain["text"], modified["text"]))
  }
}
