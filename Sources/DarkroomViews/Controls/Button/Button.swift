/// A button at rest, drawn by the button style in its environment (`.buttonStyle(_:)`): by
/// default its label in the tint colour (blue unless `tint` says otherwise), no background,
/// the size of its label. The action is kept for source compatibility; a still image is
/// never tapped.
///
/// ```swift
/// Button("Save") { save() }
/// Button { share() } label: { Text("Share") }
/// ```
public nonisolated struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  let role: ButtonRole?
  @Environment(\.buttonStyle) private var style

  /// A button with a label of any views.
  ///
  /// ```swift
  /// Button { save() } label: { Text("Save") }
  /// ```
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = nil
  }

  /// A button with a role (destructive buttons are red) and a label of any views.
  ///
  /// ```swift
  /// Button(role: .destructive) { delete() } label: { Text("Delete") }
  /// ```
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// The button as its style draws it.
  public var body: some View {
    let input = ButtonStyleInput(role: role, label: AnyView(label), action: action)
    StyledControlBody(style: style, keyPath: \.buttonStyle, configuration: input) { input in
      AnyView(
        DefaultButtonStyle().makeBody(
          configuration: PrimitiveButtonStyleConfiguration(
            role: input.role, label: PrimitiveButtonStyleConfiguration.Label(content: input.label),
            action: input.action)))
    }
    .modifier(ControlName(name: "Button", detail: role.map { $0.name }))
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a ``PrimitiveButtonStyle`` is drawing: inside the style's `makeBody` it is
  /// drawn in the style above (the platform's when there is none), never in the same style
  /// again.
  ///
  /// ```swift
  /// struct LoggedButtonStyle: PrimitiveButtonStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Button(configuration).padding(4)
  ///   }
  /// }
  /// ```
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

extension Button where Label == Text {
  /// A button labelled with text.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button labelled with a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, labelled with text.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, labelled with a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button does, which changes its colour: destructive buttons are red.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  /// iOS 26's role for a button that closes a view; drawn as a plain button.
  public static let close = ButtonRole(name: "close")
  /// iOS 26's role for a button that confirms; drawn as a plain button.
  public static let confirm = ButtonRole(name: "confirm")
}
