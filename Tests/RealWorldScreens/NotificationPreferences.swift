import SwiftUI

enum DigestFrequency: String, CaseIterable, Identifiable {
  case never, daily, weekly
  var id: String { rawValue }
}

struct NotificationPreferences: View {
  @State private var pushEnabled = true
  @State private var emailEnabled = false
  @State private var frequency = DigestFrequency.daily
  @State private var quietHours = true

  var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle(isOn: $pushEnabled) {
            Label("Push", systemImage: "bell.badge")
          }
          Toggle(isOn: $emailEnabled) {
            Label("Email", systemImage: "envelope")
          }
        }
        Section("Digest") {
          Picker("Frequency", selection: $frequency) {
            ForEach(DigestFrequency.allCases) { value in
              Text(value.rawValue.capitalized).tag(value)
            }
          }
          .pickerStyle(.segmented)
        }
        Section {
          Toggle("Quiet Hours", isOn: $quietHours)
        } footer: {
          Text("No notifications between 10 PM and 7 AM.")
        }
      }
      .navigationTitle("Notifications")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}
