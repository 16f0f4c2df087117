/// How group boxes look, as SwiftUI's `GroupBoxStyle`: a style makes a group box's body from
/// its label and content, and `.groupBoxStyle(_:)` applies it to every group box below.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.font(.caption)
///       configuration.content
///     }
///     .padding()
///     .background(.yellow, in: RoundedRectangle(cornerRadius: 12))
///   }
/// }
///
/// GroupBox("Battery") { Text("82%") }.groupBoxStyle(CardGroupBoxStyle())
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  associatedtype Body: View
  /// The group box drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style draws: the box's label and its content.
public struct GroupBoxStyleConfiguration {
  /// The label, or nothing when the box has none.
  public let label: Label
  /// The content.
  public let content: Content

  /// The label as a view.
  public nonisolated struct Label: View {
    let content: AnyView?
    public var body: some View {
      if let content { content }
    }
  }

  /// The content as a view.
  public nonisolated struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }
}

/// The box iOS draws: the label in the headline font over the content, 16 points in, on the
/// secondary background with 8-point continuous corners.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.font(.headline)
      configuration.content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(Color(storage: .system(.secondarySystemBackground)), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
  var groupBoxStyle: StyleBox<GroupBoxStyleConfiguration>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of every group box in this view.
  ///
  /// ```swift
  /// Form { GroupBox("Usage") { … } }.groupBoxStyle(CardGroupBoxStyle())
  /// ```
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    settingStyle(\.groupBoxStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}
