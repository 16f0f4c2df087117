import SwiftUI

/// The shop's settings: an inset grouped list with toggles and a navigation bar.
public struct ShopSettings: View {
  @State private var emailReceipts = true
  @State private var roundUp = false
  @State private var faceID = true
  @Environment(\.locale) private var locale

  public init() {}

  public var body: some View {
    let t = ShopStrings(locale)
    return NavigationStack {
      List {
        Section(t.key("Receipts")) {
          Toggle(t.key("Email receipts"), isOn: $emailReceipts)
          Toggle(t.key("Round up for charity"), isOn: $roundUp)
          NavigationLink(t.key("Tax rate")) { Text("8%") }
        }
        Section {
          Toggle(t.key("Unlock with Face ID"), isOn: $faceID)
          NavigationLink(t.key("Payment methods")) { Text(t.key("Cards")) }
        } header: {
          Text(t.key("Security"))
        } footer: {
          Text(t.key("Receipts stay on this device unless you email them."))
        }
        Section {
          Button(t.key("Sign Out"), role: .destructive) {}
        }
      }
      .navigationTitle(t.key("Settings"))
    }
  }
}
