import AppIntents
import DarkroomViews

/// A widget whose user picks options, as WidgetKit's `AppIntentConfiguration`: its kind, the
/// intent that holds the options, where its entries come from, and the view of an entry.
///
/// ```swift
/// AppIntentConfiguration(kind: "emoji", intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
///   EmojiView(entry: entry)
/// }
/// ```
public struct AppIntentConfiguration<Content: View>: WidgetConfiguration, EntryViewConfiguration {
  public typealias Body = Never

  /// The widget's kind, which the app names when it reloads the widget's timeline.
  public let kind: String
  private let drawing: EntryDrawing<Content>

  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {
    self.kind = kind
    drawing = EntryDrawing(content: content, placeholder: provider.placeholder(in:))
  }

  /// The view of `entry`, as the widget draws it; `nil` when the entry is not of the
  /// provider's type.
  public func view(for entry: any TimelineEntry) -> Content? { drawing.view(for: entry) }

  /// The view of the provider's placeholder entry for `family`.
  public func placeholderView(for family: WidgetFamily) -> Content? { drawing.placeholderView(for: family) }

  public func anyView(for entry: any TimelineEntry) -> AnyView? { drawing.view(for: entry).map { AnyView($0) } }
}
