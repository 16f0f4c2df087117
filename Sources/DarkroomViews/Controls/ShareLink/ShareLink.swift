/// A share link at rest: "Share" with its symbol, in the tint colour.
///
/// ```swift
/// ShareLink(item: url)
/// ShareLink("Send", item: photo, preview: SharePreview("Sunset", image: photo))
/// ```
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

  public init<I: Transferable, P: Transferable, Q: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>
  ) {
    self.init(item: item, subject: subject, message: message)
  }

  public init<I: Transferable, P: Transferable, Q: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>
  ) {
    self.init(titleKey, item: item, subject: subject, message: message)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable, P: Transferable, Q: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>
  ) {
    self.init(title: Text(title))
  }

  public init<I: Transferable, P: Transferable, Q: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>
  ) {
    self.init(title: title)
  }

  public init<Items: RandomAccessCollection>(items: Items, subject: Text? = nil, message: Text? = nil)
  where Items.Element: Transferable {
    self.init(item: items, subject: subject, message: message)
  }

  public init<Items: RandomAccessCollection, P: Transferable, Q: Transferable>(
    items: Items, subject: Text? = nil, message: Text? = nil, preview: @escaping (Items.Element) -> SharePreview<P, Q>
  ) where Items.Element: Transferable {
    self.init(item: items, subject: subject, message: message)
  }

  public init<Items: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element: Transferable {
    self.init(titleKey, item: items, subject: subject, message: message)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, Items: RandomAccessCollection>(
    _ title: S, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element: Transferable {
    self.init(title: Text(title))
  }
}

extension ShareLink {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<I: Transferable, P: Transferable, Q: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.label = label()
  }

  public init<Items: RandomAccessCollection, P: Transferable, Q: Transferable>(
    items: Items, subject: Text? = nil, message: Text? = nil, preview: @escaping (Items.Element) -> SharePreview<P, Q>,
    @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.label = label()
  }
}
