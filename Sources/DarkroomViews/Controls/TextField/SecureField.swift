/// A field for passwords: its text as dots.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public nonisolated struct SecureField<Label: View>: View {
  let field: TextField<Label>

  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), isSecure: true)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), isSecure: true)
  }
}
