import DarkroomViews
import UniformTypeIdentifiers
/// What the share sheet shows of a shared item: a title, an image and an icon, as SwiftUI's
/// `SharePreview`.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Sunset", image: photo))
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  /// The title shown.
  public let title: Text
  /// The large image shown.
  public let image: Image?
  /// The small icon shown.
  public let icon: Icon?

  /// A preview with a title, an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.title = title
    self.image = image
    self.icon = icon
  }

  /// A preview with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(Text(titleKey), image: image, icon: icon)
  }

  /// A preview with a title, an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(Text(title), image: image, icon: icon)
  }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) {
    self.title = title
    self.image = image
    icon = nil
  }

  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }

  /// A preview with a title and an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) {
    self.title = title
    image = nil
    self.icon = icon
  }

  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }

  /// A preview with a title and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with a title only.
  public init(_ title: Text) {
    self.title = title
    image = nil
    icon = nil
  }

  /// A preview with a title only.
  public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }

  /// A preview with a title only.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}
