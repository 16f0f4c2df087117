import Foundation
import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A screen that can present each kind of presentation, the way apps write it.
private nonisolated struct DraftsScreen: View {
  @State var showsAlert = false
  @State var showsSheet = false
  @State var showsDialog = false

  var body: some View {
    NavigationStack {
      List { Text("Draft 1"); Text("Draft 2") }
        .navigationTitle("Drafts")
        .alert("Delete draft?", isPresented: $showsAlert) {
          Button("Cancel", role: .cancel) {}
          Button("Delete", role: .destructive) {}
        } message: {
          Text("This cannot be undone.")
        }
        .sheet(isPresented: $showsSheet) {
          NavigationStack { Text("Compose").navigationTitle("New Draft").navigationBarTitleDisplayMode(.inline) }
        }
        .confirmationDialog("Sign out?", isPresented: $showsDialog, titleVisibility: .visible) {
          Button("Sign Out", role: .destructive) {}
        }
    }
  }
}

/// Presentations drawn over the screen when presented at render time, as iOS shows them.
@Suite struct PresentationTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func nothingIsDrawnWhileNothingIsPresented() throws {
    let text = try layout(DraftsScreen())
    #expect(!text.contains("alert"))
    #expect(!text.contains("sheet"))
  }

  @Test func anAlertIsABoxInTheMiddleOverTheDimmedScreen() throws {
    let text = try layout(DraftsScreen(showsAlert: true))
    #expect(text.contains("alert (0, 59, 393×759)"))
    #expect(text.contains("Color #000000 20% (0, 0, 393×852)"))
    #expect(text.contains("Text \"Delete draft?\""))
    #expect(text.contains("Text \"This cannot be undone.\""))
    let cancel = try #require(text.split(separator: "\n").first { $0.contains("Text \"Cancel\"") })
    let delete = try #require(text.split(separator: "\n").first { $0.contains("Text \"Delete\"") })
    // Two buttons sit side by side on one line, cancel first.
    let origin = { (line: Substring) -> [Double] in
      line.split(separator: "(")[1].split(separator: ",").prefix(2).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
    #expect(origin(cancel)[0] < origin(delete)[0])
    #expect(origin(cancel)[1] == origin(delete)[1])
  }

  @Test func aSheetCoversTheScreenBelowTheStatusBar() throws {
    let text = try layout(DraftsScreen(showsSheet: true))
    #expect(text.contains("sheet"))
    #expect(text.contains("Text \"New Draft\""))
  }

  @Test func aDialogSitsAtTheBottom() throws {
    let text = try layout(DraftsScreen(showsDialog: true))
    #expect(text.contains("confirmationDialog"))
    #expect(text.contains("Text \"Sign Out\""))
    #expect(text.contains("Text \"Cancel\""), "a cancel button is added when the actions have none")
  }

  @Test func aDialogTitledWithAStringOrTextDrawsAsOneTitledWithAKey() throws {
    let keyed = try layout(DraftsScreen(showsDialog: true))
    let title: String = "Sign out?"
    let stringTitled = try layout(
      Color.clear.confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible) {
        Button("Sign Out", role: .destructive) {}
      })
    #expect(stringTitled.contains("Text \"Sign out?\""))
    #expect(keyed.contains("Text \"Sign out?\""))
    let textTitled = try layout(
      Color.clear.confirmationDialog(Text("Sign out?"), isPresented: .constant(true), titleVisibility: .visible) {
        Button("Sign Out", role: .destructive) {}
      } message: {
        Text("You can sign in again.")
      })
    #expect(textTitled.contains("Text \"Sign out?\"") && textTitled.contains("Text \"You can sign in again.\""))
    let hidden = try layout(
      Color.clear.confirmationDialog(title, isPresented: .constant(true)) { Button("Sign Out") {} })
    #expect(!hidden.contains("Text \"Sign out?\""), "the title shows only when asked to")
  }

  @Test(arguments: ["alert", "sheet", "dialog"])
  func eachPresentation(kind: String) {
    let screen = DraftsScreen(showsAlert: kind == "alert", showsSheet: kind == "sheet", showsDialog: kind == "dialog")
    assertSnapshot(of: screen.snapshotExpansion(false), as: .image(layout: .device(config: .iPhone15)), named: kind)
  }
}

/// `presentationBackground` (developer.apple.com/documentation/swiftui/view/presentationbackground(_:))
/// replaces the sheet's system background.
@Suite struct PresentationBackgroundTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func aSheetsContentChoosesItsBackground() throws {
    let plain = try layout(Color.clear.sheet(isPresented: .constant(true)) { Text("Filters") })
    let tinted = try layout(
      Color.clear.sheet(isPresented: .constant(true)) {
        Text("Filters").presentationBackground(Color(red: 1, green: 0.5, blue: 0))
      })
    #expect(!plain.contains("#ff8000"), "without a choice the sheet keeps the system background")
    #expect(tinted.contains("#ff8000"))
    let drawn = try layout(
      Color.clear.sheet(isPresented: .constant(true)) {
        Text("Filters").presentationBackground { Color(red: 0, green: 0.5, blue: 1) }
      })
    #expect(drawn.contains("#0080ff"))
  }
}
