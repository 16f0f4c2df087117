import DarkroomViews
import Foundation

/// What a timeline provider is told about the widget it provides for, as WidgetKit's
/// `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
  /// The widget's family.
  public let family: WidgetFamily
  /// Whether the widget is shown in the gallery rather than on a home screen.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize

  /// A context for `family` on a screen `screenWidth` points wide (an iPhone 15 by default).
  public init(family: WidgetFamily, isPreview: Bool = true, screenWidth: CGFloat = 393, screenHeight: CGFloat = 852) {
    self.family = family
    self.isPreview = isPreview
    displaySize = family.size(onScreenWidth: screenWidth, height: screenHeight) ?? .zero
  }
}

/// Where a widget's entries come from, as WidgetKit's `TimelineProvider`
/// (developer.apple.com/documentation/widgetkit/timelineprovider).
///
/// ```swift
/// struct StepsProvider: TimelineProvider {
///   func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 0) }
///   func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
///     completion(StepsEntry(date: .now, steps: 4_200))
///   }
///   func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
///     completion(Timeline(entries: [StepsEntry(date: .now, steps: 4_200)], policy: .atEnd))
///   }
/// }
/// ```
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext

  /// An entry to show while the real one is not ready: drawn redacted on a device.
  func placeholder(in context: Context) -> Entry
  /// One entry for the widget gallery.
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
  /// The entries for now and later.
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
