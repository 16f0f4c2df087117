import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

private enum AppTab: Hashable { case inbox, search, settings }

/// An app's tab bar, the way apps write it.
private nonisolated struct AppTabs: View {
  @State var selection = AppTab.inbox

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack { List { Text("Welcome") }.navigationTitle("Inbox") }
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(3)
        .tag(AppTab.inbox)
      Text("Search screen")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .tag(AppTab.search)
      Text("Settings screen")
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(AppTab.settings)
    }
  }
}

/// Tab bars as iOS 17 draws them at rest on an iPhone 15.
@Suite struct TabViewTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func theTabBarSitsAboveTheHomeIndicator() throws {
    let text = try layout(AppTabs())
    #expect(text.contains("TabBar (0, 769, 393×49)"))
    #expect(text.contains("TabView tab 1 of 3"))
    #expect(text.contains("Text \"Inbox\" (16, "), "the navigation title of the selected tab")
  }

  @Test func theSelectionPicksTheTabByItsTag() throws {
    let text = try layout(AppTabs(selection: .settings))
    #expect(text.contains("TabView tab 3 of 3"))
    #expect(text.contains("Text \"Settings screen\""))
    #expect(!text.contains("Text \"Welcome\""))
  }

  @Test func iOS18TabsWorkToo() throws {
    let view = TabView(selection: .constant(2)) {
      Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
      Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
    }
    let text = try layout(view)
    #expect(text.contains("TabView tab 2 of 2"))
    #expect(text.contains("Text \"Second\""))
  }

  @Test func pagesShowDotsInsteadOfABar() throws {
    let view = TabView { Text("Page A"); Text("Page B"); Text("Page C") }.tabViewStyle(.page)
    let text = try layout(view)
    #expect(text.contains("PageIndicator 1 of 3"))
    #expect(!text.contains("TabBar"))
  }

  @Test(arguments: [false, true])
  func theTabsInLightAndDark(dark: Bool) {
    assertSnapshot(
      of: AppTabs(),
      as: .image(layout: .device(config: .iPhone15), traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
      named: dark ? "dark" : "light")
  }
}
