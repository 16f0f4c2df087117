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
}
