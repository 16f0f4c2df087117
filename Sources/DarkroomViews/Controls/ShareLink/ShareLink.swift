/// A share link at rest: "Share" with its symbol, in the tint colour.
///
/// ```swift
/// ShareLink(item: url)
/// /// ```
public nonisolated struct ShareLink<Label: View>: View {
  let label: Label

  public var body: some View {
    Button(action: {}) { label }.modifier(ControlName(name: "ShareLink", detail: nil))
  }
}

/// The share symbol SwiftUI's default share label shows.
private let shareSymbol = "square.and.arrow.up"

extension ShareLink where Label == DarkroomViews.Label<Text, Image> {
  private init(title: Text) {
    label = DarkroomViews.Label { title } icon: { Image(systemName: shareSymbol) }
  }

  public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
    label = DarkroomViews.Label("Share", systemImage: shareSymbol)
  }

  public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
    label = DarkroomViews.Label(titleKey, systemImage: shareSymbol)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
    self.init(title: Text(title))
  }

  public init<I>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil) {
    self.init(title: title)
  }
}

extension ShareLink {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}
