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
    // VoiceOver reads the title, never the icon, whatever the style shows.
    .modifier(BuiltInAccessibilityModifier(defaults: BuiltInAccessibility(), labelSource: AnyView(title)))
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
