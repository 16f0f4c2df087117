/// A menu, closed: its label in the tint colour, like a button.
///
/// ```swift
/// Menu("Sort") { Button("Date") {}; Button("Name") {} }
/// ```
public nonisolated struct Menu<Label: View, Content: View>: View {
  let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }.modifier(ControlName(name: "Menu", detail: "closed"))
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == DarkroomViews.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DarkroomViews.Label(titleKey, systemImage: systemImage) }
  }
}
