import Combine
import SwiftUI

final class SettingsModel: ObservableObject {
  @Published var notificationsOn = true
  @Published var darkMode = false
  @Published var fontSize = 1
  @Published var username = "blob"
}

struct SettingsScreen: View {
  @EnvironmentObject var model: SettingsModel

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Account")) {
          HStack {
            Text("Username")
            Spacer()
            Text(model.username).foregroundColor(.secondary)
          }
          NavigationLink("Change Password") { Text("Password") }
        }
        Section {
          Toggle("Notifications", isOn: $model.notificationsOn)
          Toggle("Dark Mode", isOn: $model.darkMode)
          Picker("Text Size", selection: $model.fontSize) {
            Text("Small").tag(0)
            Text("Medium").tag(1)
            Text("Large").tag(2)
          }
        } header: {
          Text("Preferences")
        } footer: {
          Text("Changes apply on every device you use.")
        }
        Section {
          Button(role: .destructive) {} label: { Text("Log Out") }
        }
      }
      .navigationTitle("Settings")
    }
  }
}
