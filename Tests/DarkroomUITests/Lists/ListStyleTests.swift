import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A settings-like list, the way apps write it.
nonisolated struct SettingsSample: View {
  @State var notifications = true
  var body: some View {
    List {
      Section("Account") {
        Label("Profile", systemImage: "person.crop.circle")
        Label("Privacy", systemImage: "hand.raised")
        Toggle("Notifications", isOn: $notifications)
      }
      Section {
        Text("Storage")
        Text("About")
      } footer: {
        Text("Darkroom keeps snapshots on this device.")
      }
      Section {
        Button("Sign Out", role: .destructive) {}
      }
    }
  }
}

/// List geometry as iOS 17 draws each style on an iPhone 15 (393 × 852 pt).
@Suite struct ListStyleTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  private func styled(_ kind: ListStyleKind) -> AnyView {
    switch kind {
    case .plain: AnyView(SettingsSample().listStyle(.plain))
    case .grouped: AnyView(SettingsSample().listStyle(.grouped))
    case .insetGrouped: AnyView(SettingsSample().listStyle(.insetGrouped))
    case .inset: AnyView(SettingsSample().listStyle(.inset))
    case .sidebar: AnyView(SettingsSample().listStyle(.sidebar))
    }
  }

  @Test func insetGroupedSectionsAreCardsWithRowsTwentyPointsIn() throws {
    let text = try layout(SettingsSample())
    // The card is 16 pt in from each side; row content starts 20 pt inside it.
    #expect(text.contains("clipShape RoundedRectangle (16, "))
    #expect(text.contains("361×"))
    #expect(text.contains("Text \"Storage\" (36, "))
    // Section headers are upper case.
    #expect(text.contains("Text \"ACCOUNT\""))
    // The grouped background reaches the screen's edges.
    #expect(text.contains("Rectangle fill #f2f2f7 (0, 0, 393×852)"))
  }

  @Test func rowsAreAtLeastFortyFourPointsTall() throws {
    let text = try layout(List { Text("One"); Text("Two") })
    let rows = text.split(separator: "\n").filter { $0.contains("minHeight 44") }
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.contains("×44)") })
  }

  @Test func plainRowsSpanTheScreenOnThePlainBackground() throws {
    let text = try layout(styled(.plain))
    #expect(!text.contains("clipShape RoundedRectangle"))
    #expect(text.contains("Text \"Storage\" (16, "))
    #expect(text.contains("Rectangle fill #ffffff (0, 0, 393×852)"))
  }

  @Test func groupedRowsSpanTheScreenOnTheGroupedBackground() throws {
    let text = try layout(styled(.grouped))
    #expect(!text.contains("clipShape RoundedRectangle"))
    #expect(text.contains("Text \"Storage\" (16, "))
    #expect(text.contains("Rectangle fill #f2f2f7 (0, 0, 393×852)"))
  }

  @Test func separatorsStartWhereTheRowContentStarts() throws {
    let text = try layout(List { Text("One"); Text("Two"); Text("Three") })
    let separators = text.split(separator: "\n").filter { $0.contains("Rectangle fill #3c3c434a") }
    #expect(separators.count == 2, "one between each pair of rows, none after the last")
    #expect(separators.allSatisfy { $0.contains("(36, ") })
  }

  @Test func rowModifiersChangeInsetsBackgroundsAndSeparators() throws {
    let text = try layout(List {
      Text("Banner").listRowInsets(EdgeInsets()).listRowBackground(Color.yellow)
      ForEach(0..<3) { Text("Row \($0)") }.listRowSeparator(.hidden)
    })
    #expect(text.contains("Text \"Banner\" (16, "))
    #expect(text.contains("Color yellow (16, "))
    #expect(text.split(separator: "\n").filter { $0.contains("Rectangle fill #3c3c434a") }.count == 1)
  }

  @Test func aRowSeparatorTintColoursThatRowsSeparatorOnly() throws {
    let text = try layout(List {
      Text("Tinted").listRowSeparatorTint(Color(red: 1, green: 0, blue: 0))
      Text("Plain")
      Text("Last")
    })
    let separators = text.split(separator: "\n").filter { $0.contains("Rectangle fill #") }
    #expect(separators.filter { $0.contains("Rectangle fill #ff0000") }.count == 1)
    #expect(separators.filter { $0.contains("Rectangle fill #3c3c434a") }.count == 1)
  }

  @Test func aHiddenContentBackgroundLetsAnotherShowThrough() throws {
    let text = try layout(Form { Text("A") }.scrollContentBackground(.hidden))
    #expect(!text.contains("Rectangle fill #f2f2f7"))
  }

  @Test(arguments: [ListStyleKind.insetGrouped, .grouped, .plain, .sidebar])
  func eachStyleDrawsTheSettingsScreen(style: ListStyleKind) {
    assertSnapshot(of: styled(style), as: .image(layout: .device(config: .iPhone15)), named: "\(style)")
  }

  @Test func aSectionOutsideAListStacksItsParts() throws {
    let text = try layout(Section { Text("Body") } header: { Text("Title") } footer: { Text("Note") })
    #expect(text.contains("Text \"TITLE\""))
    #expect(text.contains("Text \"Note\""))
  }
}
