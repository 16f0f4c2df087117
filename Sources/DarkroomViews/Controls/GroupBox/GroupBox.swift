/// A box of related content with an optional label, on the secondary background.
///
/// ```swift
/// GroupBox("Today") { Text("3 meetings") }
/// ```
public nonisolated struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyle) private var style

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box with its label first, as iOS 14 wrote it.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: label.map { AnyView($0) }),
      content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
    StyledControlBody(style: style, keyPath: \.groupBoxStyle, configuration: configuration) {
      AnyView(DefaultGroupBoxStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "GroupBox", detail: nil))
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The group box a ``GroupBoxStyle`` is drawing: inside the style's `makeBody` it is drawn in
  /// the style above (the platform's box when there is none), never in the same style again.
  ///
  /// ```swift
  /// struct TaggedBoxStyle: GroupBoxStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     GroupBox(configuration).overlay(alignment: .topTrailing) { Text("New") }
  ///   }
  /// }
  /// ```
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}
