import DarkroomUI
import Foundation
import Testing
import WidgetKit

/// A widget written as Xcode's widget template writes it compiles, and its entries' views
/// draw at the family's size (developer.apple.com/documentation/widgetkit).
@MainActor @Suite struct StaticConfigurationTests {
  struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
  }

  struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .distantPast, steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
      completion(StepsEntry(date: .distantPast, steps: 1_000))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
      let entries = (0..<3).map { StepsEntry(date: Date(timeIntervalSince1970: Double($0) * 3_600), steps: $0 * 2_000) }
      completion(Timeline(entries: entries, policy: .atEnd))
    }
  }

  nonisolated struct StepsView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
      VStack {
        Text("\(entry.steps) steps")
        if family != .systemSmall { Text("Keep going") }
      }
      .containerBackground(.orange, for: .widget)
    }
  }

  struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
      StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in StepsView(entry: entry) }
        .configurationDisplayName("Steps")
        .description("Today's steps.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
  }

  struct Widgets: WidgetBundle {
    var body: some Widget {
      StepsWidget()
      StepsWidget()
    }
  }

  private let configuration = StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
    StepsView(entry: entry)
  }

  @Test func theConfigurationDrawsAnEntryAndThePlaceholder() throws {
    let entry = StepsEntry(date: .distantPast, steps: 4_200)
    let view = try #require(configuration.view(for: entry))
    #expect(try ImageRenderer(content: view).accessibilityElements().map(\.label) == ["4,200 steps"])
    let placeholder = try #require(configuration.placeholderView(for: .systemSmall))
    #expect(try ImageRenderer(content: placeholder).accessibilityElements().map(\.label) == ["0 steps"])
    // An entry of another type has no view.
    struct Other: TimelineEntry { let date = Date.distantPast }
    #expect(configuration.view(for: Other()) == nil)
  }

  @Test func theEntryViewReadsItsFamilyFromTheEnvironment() throws {
    let entry = StepsEntry(date: .distantPast, steps: 10)
    let medium = StepsView(entry: entry).environment(\.widgetFamily, .systemMedium)
    #expect(try ImageRenderer(content: medium).accessibilityElements().map(\.label) == ["10 steps", "Keep going"])
  }

  @Test func aWidgetsModifiersKeepItsFamiliesAndName() {
    let widget = StepsWidget().body
    #expect(widget.families == [.systemSmall, .systemMedium])
    #expect(widget.displayName == "Steps")
    _ = Widgets().body
  }

  @Test func familiesHaveTheSizesOfApplesTables() {
    #expect(WidgetFamily.systemSmall.size(onScreenWidth: 393, height: 852) == CGSize(width: 158, height: 158))
    #expect(WidgetFamily.systemMedium.size(onScreenWidth: 393, height: 852) == CGSize(width: 338, height: 158))
    #expect(WidgetFamily.systemLarge.size(onScreenWidth: 430, height: 932) == CGSize(width: 364, height: 382))
    #expect(WidgetFamily.systemSmall.size(onScreenWidth: 375, height: 667) == CGSize(width: 148, height: 148))
    #expect(WidgetFamily.systemExtraLarge.size(onScreenWidth: 393, height: 852) == nil)
  }

  @Test func theProvidersTimelineComesBackWhole() {
    var received: Timeline<StepsEntry>?
    StepsProvider().getTimeline(in: TimelineProviderContext(family: .systemSmall)) { received = $0 }
    #expect(received?.entries.map(\.steps) == [0, 2_000, 4_000])
    #expect(received?.policy == .atEnd)
  }

  @Test func theWidgetBackgroundFillsTheWidget() throws {
    let size = try #require(WidgetFamily.systemSmall.size(onScreenWidth: 393, height: 852))
    let view = StepsView(entry: StepsEntry(date: .distantPast, steps: 1)).frame(width: size.width, height: size.height)
    let bitmap = try ImageRenderer(content: view).render()
    #expect(bitmap.width == Int(size.width * bitmap.scale))
    // The corner is the container's orange, not a transparent pixel.
    let corner = bitmap[0, 0]
    #expect(corner.alpha == 255 && corner.red > 200 && corner.blue < 60)
  }
}

/// Lock-screen widgets draw on `AccessoryWidgetBackground`, shaped by their family.
@MainActor @Suite struct AccessoryWidgetBackgroundTests {
  @Test func theCircularFamilyGetsADiscAndTheOthersARoundedRectangle() throws {
    let circular = AccessoryWidgetBackground().frame(width: 72, height: 72).environment(\.widgetFamily, .accessoryCircular)
    let rectangular = AccessoryWidgetBackground().frame(width: 72, height: 72).environment(\.widgetFamily, .accessoryRectangular)
    let disc = try ImageRenderer(content: circular).render()
    let box = try ImageRenderer(content: rectangular).render()
    // A disc leaves the corner clear; a rounded rectangle reaches closer to it.
    let nearCorner = (x: Int(8 * disc.scale), y: Int(8 * disc.scale))
    #expect(disc[nearCorner.x, nearCorner.y].alpha == 0)
    #expect(box[nearCorner.x, nearCorner.y].alpha > 0)
    #expect(disc[disc.width / 2, disc.height / 2].alpha > 0)
  }
}
