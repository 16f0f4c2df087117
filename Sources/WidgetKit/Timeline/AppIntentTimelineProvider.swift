@_exported import AppIntents
import DarkroomViews

/// Where a configurable widget's entries come from, as WidgetKit's
/// `AppIntentTimelineProvider`: the same as a ``TimelineProvider``, with the options the user
/// picked (an intent) passed in, and written with `async` instead of completion handlers.
///
/// ```swift
/// struct Provider: AppIntentTimelineProvider {
///   func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now, configuration: ConfigurationAppIntent()) }
///   func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> SimpleEntry {
///     SimpleEntry(date: .now, configuration: configuration)
///   }
///   func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<SimpleEntry> {
///     Timeline(entries: [SimpleEntry(date: .now, configuration: configuration)], policy: .atEnd)
///   }
/// }
/// ```
public protocol AppIntentTimelineProvider {
  /// The type of the entries.
  associatedtype Entry: TimelineEntry
  /// The type of the options the user picks.
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext

  /// An entry to show while the widget's real one is made: in the gallery, or redacted.
  func placeholder(in context: Context) -> Entry
  /// The entry the gallery shows for `configuration`.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  /// The entries for `configuration`, and when to ask again.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// Preset options the system can offer where the user cannot edit a widget.
  func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preset configuration offered where a widget cannot be edited, as WidgetKit's
/// `AppIntentRecommendation`.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
  /// The options.
  public let intent: Intent
  /// The preset's name.
  public let description: Text

  public init(intent: Intent, description: Text) {
    self.intent = intent
    self.description = description
  }

  public init(intent: Intent, description: LocalizedStringKey) {
    self.init(intent: intent, description: Text(description))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(intent: Intent, description: S) {
    self.init(intent: intent, description: Text(description))
  }
}
