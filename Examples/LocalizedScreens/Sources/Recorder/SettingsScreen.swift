import SwiftUI

/// The settings: one section of rows, each opening its own page.
public struct SettingsScreen: View {
  public init() {}

  public var body: some View {
    NavigationStack {
      List {
        Section(header: Text("General")) {
          row("Notifications", symbol: "bell.badge")
          row("Privacy", symbol: "hand.raised")
          row("Select Language", symbol: "globe")
          row("Screenshot Preview", symbol: "photo.on.rectangle")
        }
      }
      .navigationTitle("Settings")
    }
  }

  private func row(_ title: LocalizedStringKey, symbol: String) -> some View {
    HStack {
      Image(systemName: symbol)
        .foregroundStyle(.tint)
      Text(title)
      Spacer()
      Image(systemName: "chevron.right")
        .foregroundStyle(.secondary)
    }
  }
}
