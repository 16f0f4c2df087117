import DarkroomUI
import DarkroomViews
import Testing

/// An app's entry point as apps write it, so that a `@main` type compiles unchanged.
private final class ShopCart: ObservableObject {
  @Published var count = 2
}

private struct ShopApp: App {
  @StateObject private var cart = ShopCart()
  let showsReceipts = true

  var body: some Scene {
    WindowGroup {
      Text("Shop").padding()
    }
    .environmentObject(cart)
    if showsReceipts {
      WindowGroup("Receipt", id: "receipt") { Text("Receipt #42") }
    }
  }
}

@MainActor @Suite struct AppEntryPointTests {
  @Test func anAppsScenesAreBuiltFromItsBody() {
    let app = ShopApp()
    let scenes = String(describing: type(of: app.body))
    #expect(scenes.contains("TupleScene") && scenes.contains("OptionalScene"), "\(scenes)")
  }

  @Test func aWindowGroupKeepsItsTitleIdentifierAndView() throws {
    let group = WindowGroup("Receipt", id: "receipt") { Text("Receipt #42").padding() }
    #expect(group.id == "receipt")
    let title = try #require(group.title)
    #expect(try ImageRenderer(content: title).accessibilityElements().map(\.label) == ["Receipt"])
    let elements = try ImageRenderer(content: group.content).accessibilityElements()
    #expect(elements.map(\.label) == ["Receipt #42"])
  }

  @Test func aWindowGroupsViewRendersAsTheViewItself() throws {
    let group = WindowGroup { Text("Shop").padding() }
    let fromGroup = try ImageRenderer(content: group.content).render()
    let direct = try ImageRenderer(content: Text("Shop").padding()).render()
    #expect(fromGroup.hasSamePixels(as: direct))
  }
}
