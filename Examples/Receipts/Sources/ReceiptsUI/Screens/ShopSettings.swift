import SwiftUI

/// The shop's settings: an inset grouped list with toggles and a navigation bar.
public struct ShopSettings: View {
  @State private var emailReceipts = true
  @State private var roundUp = false
  @State private var faceID = true

  public init() {}

  public var body: some View {
    NavigationStack {
      List {
        Section("Receipts") {
          Toggle("Email receipts", isOn: $emailReceipts)
          Toggle("Round up for charity", isOn: $roundUp)
          NavigationLink("Tax rate") { Text("8%") }
        }
        Section {
          Toggle("Unlock with Face ID", isOn: $faceID)
          NavigationLink("Payment methods") { Text("Cards") }
        } header: {
          Text("Security")
        } footer: {
          Text("Receipts stay on this device unless you email them.")
        }
        Section {
          Button("Sign Out", role: .destructive) {}
        }
      }
      .navigationTitle("Settings")
    }
  }
}
