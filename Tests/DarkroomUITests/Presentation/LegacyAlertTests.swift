import Darkroom
import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// `Alert` and `ActionSheet` values, as iOS 13 code presents them, drawn like the newer
/// modifiers draw alerts and dialogs.
@Suite struct LegacyAlertTests {
  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  @Test func anAlertValueIsDrawnWithItsTitleMessageAndButtons() throws {
    let screen = Text("Profile").alert(isPresented: .constant(true)) {
      Alert(
        title: Text("Save failed"), message: Text("Check your connection."),
        primaryButton: .destructive(Text("Discard")), secondaryButton: .cancel())
    }
    let text = try layout(screen)
    #expect(text.contains("alert ("))
    for label in ["Save failed", "Check your connection.", "Discard", "Cancel"] {
      #expect(text.contains("Text \"\(label)\""), "\(label)")
    }
  }

  @Test func anAlertWithNoButtonHasOK() throws {
    let text = try layout(Text("Profile").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) })
    #expect(text.contains("Text \"OK\""))
  }

  @Test func anAlertThatIsNotPresentedIsNotDrawn() throws {
    let text = try layout(Text("Profile").alert(isPresented: .constant(false)) { Alert(title: Text("Saved")) })
    #expect(!text.contains("alert ("))
  }

  @Test func anActionSheetIsDrawnAsAConfirmationDialog() throws {
    let screen = Text("Photo").actionSheet(isPresented: .constant(true)) {
      ActionSheet(title: Text("Add a photo"), buttons: [.default(Text("Camera")), .cancel()])
    }
    let text = try layout(screen)
    #expect(text.contains("confirmationDialog ("))
    #expect(text.contains("Text \"Camera\""))
  }
}

/// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: the
/// dialog is built from the data, and shows only while presented with data there
/// (developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-9ibgk).
@Suite struct ConfirmationDialogPresentingTests {
  private struct Draft { let name: String }

  private func layout<V: View>(_ view: V) throws -> String {
    try SnapshotRendering.description(of: view, layout: .device(config: .iPhone15), traits: UITraitCollection())
  }

  private func screen(_ draft: Draft?, presented: Bool = true) -> some View {
    Color.clear.confirmationDialog("Discard?", isPresented: .constant(presented), titleVisibility: .visible, presenting: draft) {
      Button("Discard \($0.name)", role: .destructive) {}
    } message: {
      Text("\($0.name) has unsaved changes.")
    }
  }

  @Test func theDialogIsBuiltFromTheData() throws {
    let text = try layout(screen(Draft(name: "Notes")))
    #expect(text.contains("confirmationDialog"), "\(text)")
    #expect(text.contains("Text \"Discard Notes\""), "\(text)")
    #expect(text.contains("Text \"Notes has unsaved changes.\""), "\(text)")
    #expect(text.contains("Text \"Discard?\""), "\(text)")
  }

  @Test func noDataOrNotPresentedShowsNoDialog() throws {
    #expect(!(try layout(screen(nil)).contains("confirmationDialog")))
    #expect(!(try layout(screen(Draft(name: "Notes"), presented: false)).contains("confirmationDialog")))
  }
}
