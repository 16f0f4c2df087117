import Foundation

/// A text field at rest: its text, or its prompt in the placeholder colour when empty; no
/// cursor, no keyboard. Plain (the default) it is as tall as its line, so a form row gives it
/// the row's 44 pt; `.roundedBorder` draws UIKit's rounded-rect field, at least 34 pt tall
/// with 7 pt of padding on each side and 5 pt corners.
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
          .frame(minHeight: 34)
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
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.text = format.format(value.wrappedValue)
    self.prompt = prompt
    label = Text(titleKey)
    isSecure = false
  }

  /// A field for a formatted value, titled with a string value.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.text = format.format(value.wrappedValue)
    self.prompt = prompt
    label = Text(title)
    isSecure = false
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
