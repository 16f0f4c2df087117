/// A title with an icon, as SwiftUI's `Label`: drawn by the label style in its environment
/// (`.labelStyle(_:)`), icon then title by default.
///
/// ```swift
/// Label("Settings", systemImage: "gear")
/// Label { Text("Inbox") } icon: { Image(systemName: "tray") }
/// ```
public nonisolated struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label from any title and icon views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    StyledControlBody(style: style, keyPath: \.labelStyle, configuration: configuration) {
      AnyView(TitleAndIconLabelStyle().makeBody(configuration: $0))
    }
    .modifier(ControlName(name: "Label", detail: nil))
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a ``LabelStyle`` is drawing: inside the style's `makeBody` it is drawn in the
  /// style above (icon and title when there is none), never in the same style again.
  ///
  /// ```swift
  /// struct BadgedLabelStyle: LabelStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Label(configuration).padding(6).background(.yellow, in: Capsule())
  ///   }
  /// }
  /// ```
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a string title and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and an image from the bundle.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a string title and an image from the bundle.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

/// How labels below a view look, as SwiftUI's `LabelStyle`.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` receives: the title and the icon.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public nonisolated struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The label's icon, as a view.
  public nonisolated struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }

  public var title: Title
  public var icon: Icon
}

/// The icon, then the title, 8 pt apart; in a list row the icon takes the tint colour and
/// a column of its own, as iOS lines up row titles.
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIcon(configuration: configuration)
  }
}

private nonisolated struct TitleAndIcon: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isInListRow) private var isInListRow

  var body: some View {
    if isInListRow {
      HStack(spacing: 12) {
        configuration.icon.foregroundStyle(TintShapeStyle()).frame(minWidth: 28)
        configuration.title
      }
    } else {
      HStack(spacing: 8) {
        configuration.icon
        configuration.title
      }
    }
  }
}

/// The title alone.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The automatic style: icon and title.
public nonisolated struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style kept in the environment with its type erased.
nonisolated extension View {
  /// Sets the style of every label in this view.
  ///
  /// ```swift
  /// Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    settingStyle(\.labelStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}
