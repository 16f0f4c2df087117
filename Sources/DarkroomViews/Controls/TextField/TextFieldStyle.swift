/// The look of a text field, as SwiftUI declares it: the built-in `.automatic`, `.plain` and
/// `.roundedBorder`, or a style of your own whose `_body` draws the field it is given. That
/// field, drawn inside the style, takes the style set above this one (plain when there is
/// none), so a style can wrap a field without drawing itself for ever.
///
/// ```swift
/// struct CustomField: TextFieldStyle {
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     configuration.padding(10).background(RoundedRectangle(cornerRadius: 8).stroke(.gray))
///   }
/// }
///
/// TextField("Search", text: $query).textFieldStyle(CustomField())
/// ```
public protocol TextFieldStyle {
  /// The view the style makes.
  associatedtype _Body: View
  /// The label of the field a style receives.
  typealias _Label = _TextFieldStyleLabel
  /// Draws `configuration`, the field being styled.
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of a field as its style receives it: the field's own label, its type erased.
///
/// ```swift
/// func _body(configuration: TextField<_TextFieldStyleLabel>) -> some View { configuration }
/// ```
public nonisolated struct _TextFieldStyleLabel: View {
  let content: AnyView
  public var body: some View { content }
}

extension EnvironmentValues {
  /// The style of the fields below; `nil` draws them plain.
  var textFieldStyle: StyleBox<TextField<_TextFieldStyleLabel>>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the look of the text fields in this view.
  ///
  /// ```swift
  /// Form { TextField("Name", text: $name) }.textFieldStyle(.roundedBorder)
  /// ```
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    settingStyle(\.textFieldStyle, style) { style, field in AnyView(style._body(configuration: field)) }
  }
}
