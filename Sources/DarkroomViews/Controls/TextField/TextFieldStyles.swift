/// The platform's look: plain on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    TextFieldLook(field: configuration, roundedBorder: false)
  }
}

/// No border and no background.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    TextFieldLook(field: configuration, roundedBorder: false)
  }
}

/// A thin rounded border on the system background.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View {
    TextFieldLook(field: configuration, roundedBorder: true)
  }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextField where Label == Text {
  /// The iOS 13 form, with editing and commit callbacks: drawn as any field at rest.
  ///
  /// ```swift
  /// TextField("Name", text: $name) { isEditing in } onCommit: { save() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
  }

  /// The iOS 13 form with only a commit callback.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  /// The iOS 13 form with a string title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
  }

  /// The iOS 13 form with a string title and only a commit callback.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}

extension SecureField where Label == Text {
  /// The iOS 13 form, with a commit callback: drawn as any field at rest.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }
}
