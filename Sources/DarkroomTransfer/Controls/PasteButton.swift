import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// The system's paste button at rest: "Paste" with its clipboard symbol, filled with the tint
/// in a capsule, as UIKit's paste control draws it by default. It pastes only when tapped, so a
/// snapshot shows the button alone.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in note = strings.joined() }
/// ```
public nonisolated struct PasteButton: View {
  public var body: some View {
    Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.capsule)
      .modifier(ControlName(name: "PasteButton", detail: nil))
  }

  /// A button that pastes items offering one of `supportedContentTypes`.
  public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

  /// A button that pastes values of a transferable type.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
}
