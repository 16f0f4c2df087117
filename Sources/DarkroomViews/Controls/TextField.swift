import Foundation

/// A text field at rest: its text, or its prompt in the placeholder colour when empty; no
/// cursor, no keyboard.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Email", text: $email).textFieldStyle(.roundedBorder)
/// ```
public nonisolated struct TextField<Label: View>: View {
  let text: String
  let prompt: Text?
  let label: Label
  let isSecure: Bool
  var axisIsVertical = false
  @Environment(\.roundedBorderTextFields) private var roundedBorder

  public var body: some View {
    let shown: Text = {
      if text.isEmpty {
        return (prompt ?? (label as? Text) ?? Text(verbatim: "")).foregroundColor(Color(storage: .system(.placeholderText)))
      }
      return Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
    }()
    let field = shown.lineLimit(axisIsVertical ? nil : 1).frame(maxWidth: .infinity, alignment: .leading)
    Group {
      if roundedBorder {
        field
          .padding(.horizontal, 7)
          .padding(.vertical, 6)
          .background(Color(storage: .system(.systemBackground)), in: RoundedRectangle(cornerRadius: 5))
          .overlay { RoundedRectangle(cornerRadius: 5).strokeBorder(Color(storage: .system(.separator)), lineWidth: 0.5) }
      } else {
        field
      }
    }
    .modifier(ControlName(name: isSecure ? "SecureField" : "TextField", detail: text.isEmpty ? "placeholder" : nil))
  }
}

extension TextField where Label == Text {
  /// A field showing `text`, with `titleKey` as its prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.text = text.wrappedValue
    self.prompt = prompt
    label = Text(titleKey)
    isSecure = false
  }

  /// A field with a string title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.text = text.wrappedValue
    self.prompt = prompt
    label = Text(title)
    isSecure = false
  }

  /// A field that grows along `axis` (vertical: several lines).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey, text: text)
    axisIsVertical = axis == .vertical
  }

  /// A field for a formatted value; shows the value formatted.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {
    self.text = format.format(value.wrappedValue)
    prompt = nil
    label = Text(titleKey)
    isSecure = false
  }
}

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

private struct RoundedBorderKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var roundedBorderTextFields: Bool {
    get { self[RoundedBorderKey.self] }
    set { self[RoundedBorderKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Accepted; the keyboard is not shown in snapshots.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Accepted; content types only help autofill.
  public func textContentType(_ type: UITextContentType?) -> some View { self }

  /// Accepted; nothing has focus in a snapshot.
  public func focused(_ condition: Binding<Bool>) -> some View { self }
}

/// The keyboard a field asks for; accepted.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
}

/// What a field holds, for autofill; accepted.
public struct UITextContentType: Hashable, Sendable {
  let rawValue: String
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let URL = UITextContentType(rawValue: "URL")
}
