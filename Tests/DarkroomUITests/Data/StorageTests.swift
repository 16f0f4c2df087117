import DarkroomUI
import Foundation
import Testing

private enum Theme: String { case system, dark }

private nonisolated struct Preferences: View {
  @AppStorage("storage-tests.badges") private var showsBadges = true
  @AppStorage("storage-tests.theme") private var theme = Theme.system
  @AppStorage("storage-tests.user") private var user: String?
  @AppStorage("storage-tests.volume") private var volume = 0.5
  var body: some View {
    Toggle("Badges", isOn: $showsBadges)
    Text("theme \(theme.rawValue)")
    Text("user \(user ?? "none")")
    Text("volume \(volume)")
  }
}

private nonisolated struct Draft: View {
  @SceneStorage("storage-tests.draft") private var draft = ""
  @SceneStorage("storage-tests.tab") private var tab: Int?
  var body: some View {
    Text(draft.isEmpty ? "New note" : draft)
    Text("tab \(tab.map(String.init) ?? "none")")
  }
}

private nonisolated struct ProcessWide: View {
  @AppStorage("storage-tests.process-wide") private var greeting = "default"
  var body: some View { Text(greeting) }
}

private enum Field: Hashable { case name, email }

private nonisolated struct SignUp: View {
  @FocusState private var field: Field?
  @FocusState private var isSearching: Bool
  @Namespace private var namespace
  var body: some View {
    Text("focus \(field == nil ? "none" : "set")").focused($field, equals: .name)
    Text("searching \(isSearching)").focused($isSearching).matchedGeometryEffect(id: "s", in: namespace)
  }
}

/// `@AppStorage` and `@SceneStorage` read memory stores: their declared defaults, or what a
/// test put in the store (developer.apple.com/documentation/swiftui/appstorage).
@Suite struct StorageTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try ImageRenderer(content: view).layoutDescription()
  }

  @Test func appStorageHasItsDefaultsWhenTheStoreIsEmpty() throws {
    let text = try layout(Preferences().defaultAppStorage(InMemoryDefaults()))
    #expect(text.contains("Switch on"))
    #expect(text.contains("Text \"theme system\""))
    #expect(text.contains("Text \"user none\""))
    #expect(text.contains("Text \"volume 0.5\""))
  }

  @Test func appStorageReadsSeededValues() throws {
    let store = InMemoryDefaults([
      "storage-tests.badges": false, "storage-tests.theme": "dark", "storage-tests.user": "Ada",
      "storage-tests.volume": 0.25,
    ])
    let text = try layout(Preferences().defaultAppStorage(store))
    #expect(text.contains("Switch off"))
    #expect(text.contains("Text \"theme dark\""))
    #expect(text.contains("Text \"user Ada\""))
    #expect(text.contains("Text \"volume 0.25\""))
  }

  @Test func appStorageReadsANamedUserDefaults() throws {
    let suite = "darkroom.storage-tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defaults.set(false, forKey: "storage-tests.badges")
    defaults.set("Grace", forKey: "storage-tests.user")
    defer { defaults.removePersistentDomain(forName: suite) }
    let text = try layout(Preferences().defaultAppStorage(defaults))
    #expect(text.contains("Switch off"))
    #expect(text.contains("Text \"user Grace\""))
  }

  @Test func theProcessWideStoreCanBeSeeded() throws {
    #expect(try layout(ProcessWide()).contains("Text \"default\""))
    InMemoryDefaults.appStorage.set("seeded", forKey: "storage-tests.process-wide")
    defer { InMemoryDefaults.appStorage.removeObject(forKey: "storage-tests.process-wide") }
    #expect(try layout(ProcessWide()).contains("Text \"seeded\""))
  }

  @Test func aBindingWritesTheStore() {
    let storage = AppStorage(wrappedValue: 1, "storage-tests.written")
    defer { InMemoryDefaults.appStorage.removeObject(forKey: "storage-tests.written") }
    storage.projectedValue.wrappedValue = 4
    #expect(InMemoryDefaults.appStorage.object(forKey: "storage-tests.written") as? Int == 4)
    #expect(storage.wrappedValue == 4)
  }

  @Test func sceneStorageHasItsDefaultsAndSeededValues() throws {
    let empty = try layout(Draft().defaultSceneStorage(InMemoryDefaults()))
    #expect(empty.contains("Text \"New note\""))
    #expect(empty.contains("Text \"tab none\""))
    let seeded = try layout(
      Draft().defaultSceneStorage(InMemoryDefaults(["storage-tests.draft": "Groceries", "storage-tests.tab": 2])))
    #expect(seeded.contains("Text \"Groceries\""))
    #expect(seeded.contains("Text \"tab 2\""))
  }

  @Test func focusStateAndNamespaceCompileAndStartUnfocused() throws {
    let text = try layout(SignUp())
    #expect(text.contains("Text \"focus none\""))
    #expect(text.contains("Text \"searching false\""))
  }
}
