import DarkroomUI

/// "Version" and "2.1.3 (7)" at either end of the one row of a grouped form: the settings row
/// of WezSieTato/ScanNow (App/Sources/ScanNowCore/settings/about/version), written from the
/// description of its reference render.
nonisolated struct VersionRow: View {
  var version = "2.1.3"
  var build = "7"

  var body: some View {
    Form {
      HStack {
        Text("Version")
        Spacer()
        Text("\(version) (\(build))")
      }
    }
    .formStyle(.grouped)
  }
}

extension FidelityCase {
  static let versionRow = FidelityCase(
    "scannow-version-row", canvas: .fixed(width: 375, height: 90), traits: CaseTraits(scale: 3), reference: (1125, 270)
  ) { AnyView(VersionRow()) }
}
