import DarkroomUI
import Testing

@testable import RealWorldScreens

/// Screens and components written the way apps write them (`import SwiftUI`, `import UIKit`,
/// `ObservableObject` and `@Observable` models, custom styles), compiled against Darkroom's
/// `SwiftUI` and `UIKit` products and rendered on an iPhone 15.
@MainActor @Suite struct RealWorldScreensTests {
  nonisolated static let names = [
    "profile-header",
    "settings",
    "onboarding",
    "empty-inbox",
    "no-search-results",
    "login",
    "product-grid",
    "inbox",
    "paywall",
    "checkout",
    "notification-preferences",
    "tasks",
    "music-player",
    "weather-card",
    "contacts",
    "stats",
    "recipe",
    "chips",
    "about",
    "app-tabs",
    "compose",
    "boarding-pass",
    "chat",
    "release-notes",
    "sparkline",
  ]

  static func screen(_ name: String) -> AnyView? {
    switch name {
    case "profile-header": AnyView(ProfileHeader(name: "Blob", handle: "blob", followers: 1204, following: 42))
    case "settings": AnyView(SettingsScreen().environmentObject(SettingsModel()))
    case "onboarding": AnyView(OnboardingFlow())
    case "empty-inbox": AnyView(EmptyInbox())
    case "no-search-results": AnyView(NoSearchResults())
    case "login": AnyView(LoginForm())
    case "product-grid": AnyView(ProductGrid())
    case "inbox": AnyView(InboxList())
    case "paywall": AnyView(PaywallView())
    case "checkout": AnyView(CheckoutSummary())
    case "notification-preferences": AnyView(NotificationPreferences())
    case "tasks": AnyView(TaskListScreen().environment(TaskStore()))
    case "music-player": AnyView(MusicPlayer())
    case "weather-card": AnyView(WeatherCard(city: "Lisbon", temperature: 21, condition: "Partly Cloudy", high: 24, low: 15))
    case "contacts": AnyView(ContactsScreen())
    case "stats": AnyView(StatsDashboard())
    case "recipe": AnyView(RecipeDetail())
    case "chips": AnyView(TagChips())
    case "about": AnyView(AboutScreen())
    case "app-tabs": AnyView(AppRoot())
    case "compose": AnyView(ComposeScreen())
    case "boarding-pass": AnyView(BoardingPass())
    case "chat": AnyView(ChatThread())
    case "release-notes": AnyView(ReleaseNotesScreen())
    case "sparkline": AnyView(SparklineCard())
    default: nil
    }
  }

  @Test(arguments: names)
  func eachScreenRendersAsLaidOut(name: String) throws {
    let screen = try #require(Self.screen(name))
    assertSnapshot(of: screen, as: .layout(.device(config: .iPhone15)), named: name)
  }

  @Test(arguments: ["settings", "inbox", "paywall", "app-tabs", "boarding-pass", "chat", "sparkline"])
  func keyScreensAsImages(name: String) throws {
    let screen = try #require(Self.screen(name))
    assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone15)), named: name)
  }

  @Test func aScreenMissingItsModelFailsWithTheModelsName() throws {
    let renderer = ImageRenderer(content: SettingsScreen())
    #expect(throws: (any Error).self) { try renderer.render() }
    do {
      _ = try renderer.render()
    } catch {
      #expect("\(error)".contains("SettingsModel"))
      #expect("\(error)".contains("SettingsScreen"))
    }
  }
}
