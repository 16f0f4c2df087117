import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `.navigationBarItems(leading:trailing:)`, the iOS 13 way to fill the bar.
@Suite struct NavigationBarItemsTests {
  @Test func leadingAndTrailingItemsSitAtTheEndsOfTheBar() throws {
    let screen = NavigationView {
      Text("Notes")
        .navigationBarTitle("Notes")
        .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
    }
    let text = try SnapshotRendering.description(of: screen, layout: .device(config: .iPhone15), traits: UITraitCollection())
    let lines = text.split(separator: "\n")
    let edit = try #require(lines.first { $0.contains("Text \"Edit\"") })
    let add = try #require(lines.first { $0.contains("Text \"Add\"") })
    #expect(edit.contains("(16, "))
    let x = { (line: Substring) in Double(line.split(separator: "(")[1].split(separator: ",")[0]) ?? 0 }
    #expect(x(add) > 300)
  }

  @Test func theOlderTitleModifierTakesAStringOrAKeyWithItsDisplayMode() throws {
    let name = "Settings"
    for screen in [
      AnyView(NavigationView { Text("Body").navigationBarTitle("Settings", displayMode: .inline) }),
      AnyView(NavigationView { Text("Body").navigationBarTitle(name, displayMode: .inline) }),
    ] {
      let text = try SnapshotRendering.description(of: screen, layout: .device(config: .iPhone15), traits: UITraitCollection())
      let title = try #require(text.split(separator: "\n").first { $0.contains("Text \"Settings\"") })
      // Inline: the title sits in the bar, centred, in the headline size.
      let x = Double(title.split(separator: "(")[1].split(separator: ",")[0]) ?? 0
      #expect(x > 120 && x < 200)
    }
    let large = try SnapshotRendering.description(
      of: NavigationView { Text("Body").navigationBarTitle("Settings", displayMode: .large) },
      layout: .device(config: .iPhone15), traits: UITraitCollection())
    let largeTitle = try #require(large.split(separator: "\n").first { $0.contains("Text \"Settings\"") })
    #expect(largeTitle.contains("(16, "))
  }
}
