import DarkroomUI
import Testing

/// A screen written for SwiftUI, with an `ObservableObject` from `.environmentObject` and an
/// `@Observable` model from `.environment`, renders with its models' current values.
@Suite struct AppScreenTests {
  private func screen(account: AccountSettings, appearance: AppearanceModel) -> some View {
    SettingsScreen()
      .environmentObject(account)
      .environment(appearance)
      .defaultAppStorage(InMemoryDefaults(["settings.showBadges": false]))
      .frame(width: 390, height: 600)
  }

  @Test func theSettingsScreenRendersItsModelsValues() throws {
    let account = AccountSettings(displayName: "Ada Lovelace")
    account.pushNotifications = true
    let appearance = AppearanceModel()
    appearance.accentName = "Orange"
    let renderer = ImageRenderer(content: screen(account: account, appearance: appearance))
    let layout = try renderer.layoutDescription()
    #expect(layout.contains("Text \"Ada Lovelace\""))
    #expect(layout.contains("Text \"Push on\""))
    #expect(layout.contains("Text \"Accent: Orange\""))
    let switches = layout.split(separator: "\n").filter { $0.contains("Switch ") }.map { $0.contains("Switch on") }
    // Email on, push on, badges off (seeded), large titles on.
    #expect(switches == [true, true, false, true])
    let bitmap = try renderer.render()
    #expect(bitmap.width == 390 && bitmap.height == 600)
  }

  @Test func theScreenWithoutItsModelsFailsNamingTheFirstMissingOne() throws {
    let error = #expect(throws: MissingModelError.self) {
      try ImageRenderer(content: SettingsScreen().environment(AppearanceModel())).render()
    }
    #expect(error?.viewType == "SettingsScreen")
    #expect(error?.modelType == "AccountSettings")
    #expect(error?.property == "account")
  }
}
