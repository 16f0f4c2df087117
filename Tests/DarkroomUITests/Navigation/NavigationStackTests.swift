import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

private struct Mailbox: Identifiable {
  let id: Int
  let name: String
  let unread: Int
}

/// A mail app's first screen, the way apps write it.
private nonisolated struct MailboxesScreen: View {
  @State private var query = ""
  let mailboxes = [Mailbox(id: 1, name: "Inbox", unread: 12), Mailbox(id: 2, name: "Drafts", unread: 0),
                   Mailbox(id: 3, name: "Sent", unread: 0)]
  var inline = false

  var body: some View {
    NavigationStack {
      List(mailboxes) { mailbox in
        NavigationLink(value: mailbox.id) {
          HStack {
            Label(mailbox.name, systemImage: "tray")
            Spacer()
            if mailbox.unread > 0 { Text("\(mailbox.unread)").foregroundStyle(.secondary) }
          }
        }
      }
      .navigationTitle("Mailboxes")
      .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
      .searchable(text: $query, prompt: "Search")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) { EditButton() }
        ToolbarItem { Button("Compose", systemImage: "square.and.pencil") {} }
      }
    }
  }
}

/// The navigation bar as iOS 17 draws it at rest on an iPhone 15.
@Suite struct NavigationStackTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func aLargeTitleSitsUnderTheBarAtTheLeadingMargin() throws {
    let text = try layout(MailboxesScreen())
    #expect(text.contains("NavigationBar large (0, 59, 393×"))
    #expect(text.contains("Text \"Mailboxes\" (16, 106"))
    #expect(text.contains("SearchField"))
    #expect(text.contains("Text \"Edit\" (16, "))
  }

  @Test func anInlineTitleIsCentredInTheBar() throws {
    let text = try layout(MailboxesScreen(inline: true))
    #expect(text.contains("NavigationBar inline"))
    let title = try #require(text.split(separator: "\n").first { $0.contains("Text \"Mailboxes\"") })
    // Centred on the 393 pt screen: its frame's midpoint is the screen's.
    let numbers = title.split(whereSeparator: { "(,×) ".contains($0) }).compactMap { Double($0) }
    #expect(abs(numbers[0] + numbers[2] / 2 - 196.5) < 1)
  }

  @Test func rowsThatNavigateEndInAChevron() throws {
    let text = try layout(MailboxesScreen())
    #expect(text.split(separator: "\n").filter { $0.contains("ChevronGlyph") }.count == 3)
  }

  @Test func theScreensBackgroundReachesTheTopOfTheScreen() throws {
    let text = try layout(MailboxesScreen())
    #expect(text.contains("Rectangle fill #f2f2f7 (0, 0, 393×852)"))
  }

  @Test func theBarDoesNotLeakIntoAnEnclosingStack() throws {
    let nested = NavigationStack { NavigationStack { Text("Inner").navigationTitle("Inner") } }
    let text = try layout(nested)
    #expect(text.split(separator: "\n").filter { $0.contains("Text \"Inner\"") }.count == 2, "the title and the body")
  }

  @Test func aHiddenBarDrawsOnlyTheScreen() throws {
    let text = try layout(NavigationStack { Text("Body").navigationBarHidden(true) })
    #expect(!text.contains("NavigationBar"))
  }

  @Test func aLinkTitledWithAStringNamesItsDestinationFirst() throws {
    let name: Substring = "Drafts"[...]
    let text = try layout(NavigationStack { List { NavigationLink(name, destination: Text("Draft list")) } })
    #expect(text.contains("Text \"Drafts\""))
    #expect(!text.contains("Draft list"), "the destination is not shown until the link is followed")
  }

  @Test(arguments: [false, true])
  func theMailboxesScreenInLightAndDark(dark: Bool) {
    assertSnapshot(
      of: MailboxesScreen(),
      as: .image(layout: .device(config: .iPhone15), traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)),
      named: dark ? "dark" : "light")
  }
}
