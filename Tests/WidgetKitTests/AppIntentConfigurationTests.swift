import DarkroomUI
import Foundation
import Testing
import WidgetKit

/// A configurable widget as Xcode's widget template writes it since iOS 17: an intent for its
/// options, an `AppIntentTimelineProvider`, an `AppIntentConfiguration` and a
/// `#Preview(as:widget:timeline:)` (developer.apple.com/documentation/widgetkit/appintentconfiguration).
struct EmojiIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Configuration"
  static let description = IntentDescription("This is an example widget.")

  @Parameter(title: "Favorite Emoji", default: "😃")
  var favoriteEmoji: String
}

extension EmojiIntent {
  fileprivate static var smiley: EmojiIntent {
    let intent = EmojiIntent()
    intent.favoriteEmoji = "😀"
    return intent
  }
}

struct EmojiEntry: TimelineEntry {
  let date: Date
  let configuration: EmojiIntent
}

struct EmojiProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .distantPast, configuration: EmojiIntent()) }

  func snapshot(for configuration: EmojiIntent, in context: Context) async -> EmojiEntry {
    EmojiEntry(date: .distantPast, configuration: configuration)
  }

  func timeline(for configuration: EmojiIntent, in context: Context) async -> Timeline<EmojiEntry> {
    Timeline(entries: [EmojiEntry(date: .distantPast, configuration: configuration)], policy: .atEnd)
  }
}

struct EmojiEntryView: View {
  var entry: EmojiProvider.Entry

  var body: some View {
    VStack {
      Text("Emoji:")
      Text(entry.configuration.favoriteEmoji)
    }
  }
}

struct EmojiWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "emoji", intent: EmojiIntent.self, provider: EmojiProvider()) { entry in
      EmojiEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
    }
    .supportedFamilies([.systemSmall])
  }
}

#Preview(as: .systemSmall) {
  EmojiWidget()
} timeline: {
  EmojiEntry(date: .distantPast, configuration: .smiley)
  EmojiEntry(date: .distantPast, configuration: EmojiIntent())
}

@MainActor @Suite struct AppIntentConfigurationTests {
  @Test func theConfigurationDrawsAnEntryWithItsOptions() throws {
    let configuration = AppIntentConfiguration(kind: "emoji", provider: EmojiProvider()) { EmojiEntryView(entry: $0) }
    let view = try #require(configuration.view(for: EmojiEntry(date: .distantPast, configuration: .smiley)))
    let description = try ImageRenderer(content: view).layoutDescription()
    #expect(description.contains("😀"))
    #expect(configuration.view(for: StringEntry()) == nil, "an entry of another type has no view")
    let placeholder = try #require(configuration.placeholderView(for: WidgetFamily.systemSmall))
    #expect(try ImageRenderer(content: placeholder).layoutDescription().contains("😃"))
    #expect(EmojiWidget().body.families == [.systemSmall])
  }

  @Test func theProviderAnswersForAConfiguration() async {
    let context = TimelineProviderContext(family: .systemSmall)
    let timeline = await EmojiProvider().timeline(for: .smiley, in: context)
    #expect(timeline.entries.map(\.configuration.favoriteEmoji) == ["😀"])
    #expect(EmojiProvider().recommendations().isEmpty)
  }

  @Test func aTimelinePreviewStacksEachEntryAtTheFamilysSize() throws {
    let preview = WidgetTimelinePreview(
      family: .systemSmall, widget: { EmojiWidget() },
      timeline: {
        EmojiEntry(date: .distantPast, configuration: .smiley)
        EmojiEntry(date: .distantPast, configuration: EmojiIntent())
      })
    let small = try #require(WidgetFamily.systemSmall.size(onScreenWidth: 393, height: 852))
    let renderer = ImageRenderer(content: preview)
    let image = try renderer.render()
    #expect(image.width == Int(small.width + 32))
    #expect(image.height == Int(2 * small.height + 16 + 32))
    let description = try renderer.layoutDescription()
    #expect(description.contains("😀") && description.contains("😃"))
  }

  private struct StringEntry: TimelineEntry { let date = Date.distantPast }
}
