// A settings screen written as an app writes it for SwiftUI: only the import differs
// (`import DarkroomUI` for `import SwiftUI`).
import Combine
import DarkroomUI

final class AccountSettings: ObservableObject {
    @Published var displayName: String
    @Published var emailNotifications = true
    @Published var pushNotifications = false
    @Published private(set) var summary = ""
    private var cancellables = Set<AnyCancellable>()

    init(displayName: String) {
        self.displayName = displayName
        $pushNotifications
            .map { $0 ? "Push on" : "Push off" }
            .assign(to: &$summary)
        objectWillChange
            .sink { _ in }
            .store(in: &cancellables)
    }
}

@Observable
final class AppearanceModel {
    var useLargeTitles = true
    var accentName = "Blue"
}

nonisolated struct SettingsScreen: View {
    @EnvironmentObject var account: AccountSettings
    @Environment(AppearanceModel.self) private var appearance
    @AppStorage("settings.showBadges") private var showBadges = true
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings")
                .font(appearance.useLargeTitles ? .largeTitle : .headline)
            AccountHeader()
            Divider()
            NotificationSection(account: account)
            Toggle("App icon badges", isOn: $showBadges)
            AppearanceRow(appearance: appearance)
            Spacer()
        }
        .padding()
    }
}

nonisolated struct AccountHeader: View {
    @EnvironmentObject var account: AccountSettings

    var body: some View {
        HStack {
            Circle()
                .fill(.blue)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text(account.displayName)
                    .font(.headline)
                Text(account.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

nonisolated struct NotificationSection: View {
    @ObservedObject var account: AccountSettings

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Email", isOn: $account.emailNotifications)
            Toggle("Push", isOn: $account.pushNotifications)
        }
    }
}

nonisolated struct AppearanceRow: View {
    @Bindable var appearance: AppearanceModel

    var body: some View {
        Toggle("Large titles", isOn: $appearance.useLargeTitles)
        Text("Accent: \(appearance.accentName)")
    }
}
