/// How labelled content looks, as SwiftUI's `LabeledContentStyle`: a style makes the row from
/// its label and content, and `.labeledContentStyle(_:)` applies it to every `LabeledContent`
/// below.
///
/// ```swift
/// struct StackedStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.font(.caption)
///       configuration.content
///     }
///   }
/// }
///
/// LabeledContent("Version", value: "2.1").labeledContentStyle(StackedStyle())
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  associatedtype Body: View
  /// The row drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labelled content style draws: the label and the content.
public struct LabeledContentStyleConfiguration {
  /// The label.
  public let label: Label
  /// The content.
  public let content: Content

  /// The label as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The content as a view.
  public nonisolated struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }
}

/// The row iOS draws: the label leading, the content trailing in the secondary colour.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      LabelAndGap(label: configuration.label)
      configuration.content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The platform's row.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
  var labeledContentStyle: StyleBox<LabeledContentStyleConfiguration>? {
    get { self[StyleBoxKey.self] }
    set { self[StyleBoxKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of every `LabeledContent` in this view.
  ///
  /// ```swift
  /// Form { LabeledContent("Build", value: "412") }.labeledContentStyle(StackedStyle())
  /// ```
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    settingStyle(\.labeledContentStyle, style) { AnyView($0.makeBody(configuration: $1)) }
  }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// The row a ``LabeledContentStyle`` is drawing, drawn in the style above it.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}
