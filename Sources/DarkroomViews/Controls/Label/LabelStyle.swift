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
