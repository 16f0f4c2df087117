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
