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

  public var body: some View {
    HStack {
      LabelAndGap(label: label)
      content.foregroundStyle(.secondary)
    }
    .modifier(ControlName(name: "LabeledContent", detail: nil))
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
}
