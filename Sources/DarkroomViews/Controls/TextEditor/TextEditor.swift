/// A multi-line editor at rest: its text from the top leading corner.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
public nonisolated struct TextEditor: View {
  let text: String

  public init(text: Binding<String>) {
    self.text = text.wrappedValue
  }

  public var body: some View {
    Text(verbatim: text)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .modifier(ControlName(name: "TextEditor", detail: nil))
  }
}
