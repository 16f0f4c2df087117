/// A share link at rest: "Share" with its symbol, in the tint colour.
///
/// ```swift
/// ShareLink(item: url)
/// ```
public nonisolated struct ShareLink<Label: View>: View {
  let label: Label

  public var body: some View {
    Button(action: {}) { label }.modifier(ControlName(name: "ShareLink", detail: nil))
  }
}

extension ShareLink where Label == DarkroomViews.Label<Text, Image> {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
    label = DarkroomViews.Label("Share", systemImage: "square.and.arrow.up")
  }

  public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
    label = DarkroomViews.Label(titleKey, systemImage: "square.and.arrow.up")
  }
}

extension ShareLink {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}
