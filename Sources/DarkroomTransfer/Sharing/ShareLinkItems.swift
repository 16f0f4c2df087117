import DarkroomViews
import UniformTypeIdentifiers
import Foundation

/// Share links for transferable items with a preview, and for several items at once, as
/// SwiftUI declares them.
///
/// ```swift
/// ShareLink("Send", item: photo, preview: SharePreview("Sunset", image: photo))
/// ShareLink(items: photos) { photo in SharePreview(photo.title, image: photo) }
/// ```
extension ShareLink where Label == DarkroomViews.Label<Text, Image> {
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
    self.init(item: item, subject: subject, message: message) { shareLabel(Text(title)) }
  }

  public init<I: Transferable, P: Transferable, Q: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>
  ) {
    self.init(item: item, subject: subject, message: message) { shareLabel(title) }
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
    self.init(item: items, subject: subject, message: message) { shareLabel(Text(title)) }
  }
}

extension ShareLink {
  public init<I: Transferable, P: Transferable, Q: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, Q>, @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(item: items, subject: subject, message: message, label: label)
  }

  public init<Items: RandomAccessCollection, P: Transferable, Q: Transferable>(
    items: Items, subject: Text? = nil, message: Text? = nil, preview: @escaping (Items.Element) -> SharePreview<P, Q>,
    @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(item: items, subject: subject, message: message, label: label)
  }
}

/// SwiftUI's default share label with another title.
private func shareLabel(_ title: Text) -> DarkroomViews.Label<Text, Image> {
  DarkroomViews.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
}
