/// A label with a value on the trailing side, in the secondary colour, as settings rows show.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// ```
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  @Environment(\.labeledContentStyle) private var style

  public var body: some View {
    let configuration = LabeledContentStyleConfiguration(
      label: LabeledContentStyleConfiguration.Label(content: AnyView(label)),
      content: LabeledContentStyleConfiguration.Content(content: AnyView(content)))
    StyledControlBody(style: style, keyPath: \.labeledContentStyle, configuration: configuration) {
      AnyView(AutomaticLabeledContentStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "LabeledContent", detail: nil))
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }

  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(title)
    content = Text(value)
  }

  /// A row whose value is formatted, as `Text(_:format:)` formats it.
  ///
  /// ```swift
  /// LabeledContent("Factor", value: 1.5, format: .number.precision(.fractionLength(2)))
  /// ```
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    label = Text(titleKey)
    content = Text(value, format: format)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    label = Text(title)
    content = Text(value, format: format)
  }
}

extension LabeledContent where Label == Text {
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
