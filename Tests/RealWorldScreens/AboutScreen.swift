import SwiftUI

struct AboutScreen: View {
  @State private var showsLicenses = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          VStack(spacing: 8) {
            Image(systemName: "camera.aperture").font(.system(size: 56)).foregroundStyle(.tint)
            Text("Darkroom").font(.title2.bold())
            Text("Version 0.1 (42)").font(.footnote).foregroundStyle(.secondary)
          }
          .frame(maxWidth: .infinity)
          .listRowBackground(Color.clear)
        }
        Section {
          LabeledContent("Developer", value: "Darkroom")
          Link("Website", destination: URL(string: "https://example.com")!)
          ShareLink(item: URL(string: "https://example.com")!)
          DisclosureGroup("Licenses", isExpanded: $showsLicenses) {
            Text("Inter — SIL Open Font License")
          }
        }
      }
      .navigationTitle("About")
    }
  }
}
