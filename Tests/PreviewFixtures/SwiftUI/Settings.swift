import SwiftUI

/// A settings row written as an app writes it, with its previews.
struct SettingsRow: View {
  let title: String
  @Binding var isOn: Bool

  var body: some View {
    Toggle(title, isOn: $isOn)
      .padding()
  }
}

#Preview("Settings row", traits: .sizeThatFitsLayout) {
  @Previewable @State var isOn = false
  SettingsRow(title: "Notifications", isOn: $isOn)
}

struct SettingsRow_Previews: PreviewProvider {
  static var previews: some View {
    SettingsRow(title: "Wi-Fi", isOn: .constant(true))
      .previewLayout(.sizeThatFits)
      .previewDisplayName("On")
  }
}
