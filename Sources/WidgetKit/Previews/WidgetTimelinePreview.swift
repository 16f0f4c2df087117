import DarkroomViews
import Foundation

/// A configuration that draws timeline entries: WidgetKit's static and intent
/// configurations, and a configuration with settings changed on top of one.
@MainActor @preconcurrency
public protocol EntryViewConfiguration {
  /// The view of `entry`; `nil` when the entry is not of the provider's type.
  func anyView(for entry: any TimelineEntry) -> AnyView?
}

extension ModifiedWidgetConfiguration: EntryViewConfiguration {
  public func anyView(for entry: any TimelineEntry) -> AnyView? { WidgetEntryViews.view(of: base, for: entry) }
}

/// Finds the view of an entry in any configuration: one that draws entries itself, or one
/// whose body is made of such.
@MainActor enum WidgetEntryViews {
  static func view<Configuration: WidgetConfiguration>(of configuration: Configuration, for entry: any TimelineEntry) -> AnyView? {
    if let drawing = configuration as? any EntryViewConfiguration { return drawing.anyView(for: entry) }
    guard Configuration.Body.self != Never.self else { return nil }
    return view(of: configuration.body, for: entry)
  }
}

/// Collects a widget preview's entries, one per line, as WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public enum PreviewTimelineBuilder {
  public static func buildExpression<Entry: TimelineEntry>(_ entry: Entry) -> [Entry] { [entry] }
  public static func buildExpression<Entry: TimelineEntry>(_ entries: [Entry]) -> [Entry] { entries }
  public static func buildBlock<Entry: TimelineEntry>(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
  public static func buildArray<Entry: TimelineEntry>(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
  public static func buildOptional<Entry: TimelineEntry>(_ part: [Entry]?) -> [Entry] { part ?? [] }
  public static func buildEither<Entry: TimelineEntry>(first: [Entry]) -> [Entry] { first }
  public static func buildEither<Entry: TimelineEntry>(second: [Entry]) -> [Entry] { second }
}

/// What `#Preview(as:widget:timeline:)` shows: each entry of the timeline drawn by the widget
/// at the family's size on an iPhone 15 (393 × 852 points), with its rounded corners, one
/// below the other on the home screen's grey.
///
/// ```swift
/// WidgetTimelinePreview(family: .systemSmall, widget: { StepsWidget() }, timeline: {
///   StepsEntry(date: .now, steps: 4_200)
///   StepsEntry(date: .now, steps: 9_800)
/// })
/// ```
public struct WidgetTimelinePreview<WidgetType: Widget>: View {
  let family: WidgetFamily
  let widget: WidgetType
  let entries: [any TimelineEntry]

  public init<Entry: TimelineEntry>(
    family: WidgetFamily, widget: () -> WidgetType, @PreviewTimelineBuilder timeline: () -> [Entry]
  ) {
    self.family = family
    self.widget = widget()
    self.entries = timeline()
  }

  public var body: some View {
    let size = family.size(onScreenWidth: 393, height: 852) ?? CGSize(width: 158, height: 158)
    let corner: CGFloat = [.accessoryCircular, .accessoryRectangular, .accessoryInline].contains(family) ? 0 : 22
    VStack(spacing: 16) {
      ForEach(entries.indices, id: \.self) { index in
        (WidgetEntryViews.view(of: widget.body, for: entries[index]) ?? AnyView(EmptyView()))
          .environment(\.widgetFamily, family)
          .frame(width: size.width, height: size.height)
          .background(Color(white: 1))
          .clipShape(RoundedRectangle(cornerRadius: corner, style: .continuous))
      }
    }
    .padding(16)
    .background(Color(white: 0.9))
  }
}

/// A preview of a widget's timeline, as WidgetKit's `#Preview(as:widget:timeline:)`: the
/// widget draws each entry at the family's size. Darkroom snapshots it as every `#Preview`.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///   StepsWidget()
/// } timeline: {
///   StepsEntry(date: .now, steps: 4_200)
///   StepsEntry(date: .now, steps: 9_800)
/// }
/// ```
@freestanding(declaration)
public macro Preview<WidgetType: Widget, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: () -> WidgetType,
  @PreviewTimelineBuilder timeline: @escaping () -> [Entry]
) = #externalMacro(module: "DarkroomPreviewMacros", type: "PreviewMacro")

/// The same preview, with the options the widget is configured with for the timeline.
@freestanding(declaration)
public macro Preview<WidgetType: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: () -> WidgetType,
  @PreviewTimelineBuilder timeline: @escaping () -> [Entry]
) = #externalMacro(module: "DarkroomPreviewMacros", type: "PreviewMacro")
