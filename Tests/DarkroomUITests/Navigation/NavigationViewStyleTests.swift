import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// An older app's root screen, with its navigation style and its title mode set the iOS 17 way.
private nonisolated struct SettingsRoot<Style: NavigationViewStyle>: View {
  let style: Style
  var mode: ToolbarTitleDisplayMode = .automatic
  var body: some View {
    NavigationView {
      List {
        Text("General")
        Text("Privacy")
      }
      .navigationTitle("Settings")
      .toolbarTitleDisplayMode(mode)
    }
    .navigationViewStyle(style)
  }
}

/// `navigationViewStyle` and `toolbarTitleDisplayMode` on an iPhone-sized render
/// (developer.apple.com/documentation/swiftui/navigationviewstyle,
/// developer.apple.com/documentation/swiftui/toolbartitledisplaymode).
@Suite struct NavigationViewStyleTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func everyStyleDrawsAsTheStackOnAnIPhone() throws {
    let plain = try layout(
      NavigationView {
        List {
          Text("General")
          Text("Privacy")
        }
        .navigationTitle("Settings")
      })
    #expect(try layout(SettingsRoot(style: .stack)) == plain)
    #expect(try layout(SettingsRoot(style: StackNavigationViewStyle())) == plain)
    #expect(try layout(SettingsRoot(style: .columns)) == plain)
    #expect(try layout(SettingsRoot(style: DoubleColumnNavigationViewStyle())) == plain)
    #expect(try layout(SettingsRoot(style: .automatic)) == plain)
    #expect(plain.contains("NavigationBar large"))
  }

  @Test func anInlineToolbarTitleDrawsAsAnInlineNavigationBarTitle() throws {
    let inline = try layout(SettingsRoot(style: .stack, mode: .inline))
    #expect(inline.contains("NavigationBar inline"))
    let older = try layout(
      NavigationView {
        List {
          Text("General")
          Text("Privacy")
        }
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(.inline)
      }
      .navigationViewStyle(.stack))
    #expect(inline == older)
    #expect(try layout(SettingsRoot(style: .stack, mode: .large)).contains("NavigationBar large"))
    #expect(try layout(SettingsRoot(style: .stack, mode: .inlineLarge)).contains("NavigationBar inline"))
  }
}
