import SwiftUI

struct AppRoot: View {
  @StateObject private var settings = SettingsModel()
  @State private var tasks = TaskStore()

  var body: some View {
    TabView {
      InboxList()
        .tabItem { Label("Inbox", systemImage: "tray") }
        .badge(1)
      TaskListScreen()
        .environment(tasks)
        .tabItem { Label("Tasks", systemImage: "checklist") }
      SettingsScreen()
        .environmentObject(settings)
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}
