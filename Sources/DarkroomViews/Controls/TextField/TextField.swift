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
  @Environment(\.textFieldStyle) private var style

  public var body: some View {
    StyledControlBody(style: style, keyPath: \.textFieldStyle, configuration: styleConfiguration) { field in
      AnyView(TextFieldLook(field: field, roundedBorder: false))
    }
    .modifier(ControlName(name: isSecure ? "SecureField" : "TextField", detail: text.isEmpty ? "placeholder" : nil))
  }

  /// The field as a style receives it: its label erased, and a text label kept as the prompt,
  /// since the erased label can no longer stand in for one.
  private var styleConfiguration: TextField<_TextFieldStyleLabel> {
    TextField<_TextFieldStyleLabel>(
      text: text, prompt: prompt ?? (label as? Text), label: _TextFieldStyleLabel(content: AnyView(label)),
      isSecure: isSecure, axisIsVertical: axisIsVertical)
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
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(titleKey, text: text, prompt: prompt)
    axisIsVertical = axis == .vertical
  }

  /// A field with a string title that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(title, text: text, prompt: prompt)
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

  /// A field for a value a `Formatter` writes, such as a `NumberFormatter`; shows the
  /// formatter's string for the value (empty when it gives none).
  ///
  /// ```swift
  /// TextField("Minutes", value: $minutes, formatter: NumberFormatter())
  /// ```
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.text = formatter.string(for: value.wrappedValue) ?? ""
    self.prompt = prompt
    label = Text(titleKey)
    isSecure = false
  }

  /// A field for a value a `Formatter` writes, titled with a string value.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
    self.text = formatter.string(for: value.wrappedValue) ?? ""
    self.prompt = prompt
    label = Text(title)
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

extension TextField where Label == Text {
  /// A field for an optional formatted value; empty (showing its prompt) while the value is
  /// `nil` (developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k).
  ///
  /// ```swift
  /// TextField("Minutes", value: $recipe.prepTime, format: .number)   // prepTime: Int?
  /// ```
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: value.wrappedValue.map(format.format) ?? "", prompt: prompt, label: Text(titleKey), isSecure: false)
  }

  /// A field for an optional formatted value, titled with a string value.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: value.wrappedValue.map(format.format) ?? "", prompt: prompt, label: Text(title), isSecure: false)
  }
}

extension TextField {
  /// A field labelled by a view of its own; the label names the field, and `prompt` is shown
  /// while the text is empty (developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)).
  ///
  /// ```swift
  /// TextField(text: $name, prompt: Text("Required")) { Text("Name") }
  /// ```
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label(), isSecure: false)
  }
}
