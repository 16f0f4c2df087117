import DarkroomUI
import Testing

private final class Settings: ObservableObject {
  @Published var userName: String
  @Published var notificationsOn: Bool

  init(userName: String = "Ada", notificationsOn: Bool = false) {
    self.userName = userName
    self.notificationsOn = notificationsOn
  }
}

@Observable private final class Library {
  var books: [String] = ["Emma", "Persuasion"]
}

private nonisolated struct NameLabel: View {
  @ObservedObject var settings: Settings
  var body: some View { Text(settings.userName) }
}

private nonisolated struct NotificationsToggle: View {
  @ObservedObject var settings: Settings
  var body: some View { Toggle("Notifications", isOn: $settings.notificationsOn) }
}

private nonisolated struct OwnedCounter: View {
  @StateObject private var settings = Settings(userName: "Initial")
  var body: some View { Text(settings.userName) }
}

private nonisolated struct AccountRow: View {
  @EnvironmentObject var settings: Settings
  var body: some View { Text("Signed in as \(settings.userName)") }
}

private nonisolated struct BookCount: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.books.count) books") }
}

private nonisolated struct OptionalBookCount: View {
  @Environment(Library.self) private var library: Library?
  var body: some View { Text(library.map { "\($0.books.count) books" } ?? "No library") }
}

private nonisolated struct BookToggle: View {
  @Bindable var library: Library
  var body: some View {
    Toggle("Has books", isOn: Binding(get: { !library.books.isEmpty }, set: { _ in }))
    Text($library.books.wrappedValue.joined(separator: ", "))
  }
}

private nonisolated struct NotificationsFromEnvironment: View {
  @EnvironmentObject var settings: Settings
  var body: some View { Toggle("Notifications", isOn: $settings.notificationsOn) }
}

private nonisolated struct LibraryEditor: View {
  @Environment(Library.self) private var library
  var body: some View {
    @Bindable var library = library
    Toggle("Empty", isOn: Binding(get: { $library.books.wrappedValue.isEmpty }, set: { _ in }))
  }
}

/// Views show their models' current values, however they hold them
/// (developer.apple.com/documentation/swiftui/model-data).
@Suite struct ModelTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try ImageRenderer(content: view).layoutDescription()
  }

  @Test func anObservedObjectRendersItsCurrentValues() throws {
    let settings = Settings()
    settings.userName = "Grace"
    #expect(try layout(NameLabel(settings: settings)).contains("Text \"Grace\""))
  }

  @Test func anObservedObjectBindingDrivesAToggle() throws {
    let settings = Settings(notificationsOn: true)
    #expect(try layout(NotificationsToggle(settings: settings)).contains("Switch on"))
    settings.notificationsOn = false
    #expect(try layout(NotificationsToggle(settings: settings)).contains("Switch off"))
  }

  @Test func aBindingThroughAnObservedObjectWritesTheModel() {
    let settings = Settings()
    let binding = ObservedObject(wrappedValue: settings).projectedValue.userName
    binding.wrappedValue = "Katherine"
    #expect(settings.userName == "Katherine")
  }

  @Test func aStateObjectRendersItsInitialValueAndIsMadeOnce() throws {
    #expect(try layout(OwnedCounter()).contains("Text \"Initial\""))
    var made = 0
    let object = StateObject(wrappedValue: { made += 1; return Settings() }())
    _ = object.wrappedValue
    _ = object.wrappedValue
    #expect(made == 1)
  }

  @Test func anEnvironmentObjectComesFromAnAncestor() throws {
    let view = VStack { AccountRow() }.padding().environmentObject(Settings(userName: "Ada"))
    #expect(try layout(view).contains("Text \"Signed in as Ada\""))
  }

  @Test func anInnerEnvironmentObjectReplacesAnOuterOne() throws {
    let view = VStack { AccountRow().environmentObject(Settings(userName: "Inner")) }
      .environmentObject(Settings(userName: "Outer"))
    #expect(try layout(view).contains("Text \"Signed in as Inner\""))
  }

  @Test func anObservableModelComesThroughTheEnvironment() throws {
    let library = Library()
    library.books.append("Sanditon")
    #expect(try layout(BookCount().environment(library)).contains("Text \"3 books\""))
  }

  @Test func theOptionalFormReadsNilWhereNobodyProvidesTheModel() throws {
    #expect(try layout(OptionalBookCount()).contains("Text \"No library\""))
    #expect(try layout(OptionalBookCount().environment(Library())).contains("Text \"2 books\""))
  }

  @Test func bindableMakesBindingsToAnObservableModel() throws {
    let library = Library()
    let bindable = Bindable(library)
    bindable.projectedValue.books.wrappedValue = ["Lady Susan"]
    #expect(library.books == ["Lady Susan"])
    let text = try layout(BookToggle(library: library))
    #expect(text.contains("Switch on"))
    #expect(text.contains("Text \"Lady Susan\""))
  }

  @Test func anEnvironmentObjectGivesBindingsToItsProperties() throws {
    let on = NotificationsFromEnvironment().environmentObject(Settings(notificationsOn: true))
    #expect(try layout(on).contains("Switch on"))
    let off = NotificationsFromEnvironment().environmentObject(Settings(notificationsOn: false))
    #expect(try layout(off).contains("Switch off"))
  }

  @Test func aBindableDeclaredInsideABodyReadsTheEnvironmentsModel() throws {
    let library = Library()
    library.books = []
    #expect(try layout(LibraryEditor().environment(library)).contains("Switch on"))
  }
}
