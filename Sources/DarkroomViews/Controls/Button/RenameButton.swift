/// The standard Rename button: "Rename" with a pencil, as SwiftUI's `RenameButton` is drawn
/// in menus and toolbars (developer.apple.com/documentation/swiftui/renamebutton). Tapping it
/// starts the rename action a container sets with `renameAction(_:)`; nothing is tapped in a
/// snapshot.
///
/// ```swift
/// Text(document.name).contextMenu { RenameButton() }
/// ```
public nonisolated struct RenameButton<Label: View>: View {
  let label: Label

  public var body: some View {
    Button {} label: { label }
  }
}

extension RenameButton where Label == DarkroomViews.Label<Text, Image> {
  /// The standard Rename button.
  public init() {
    label = DarkroomViews.Label("Rename", systemImage: "pencil")
  }
}
