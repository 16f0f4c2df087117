import SwiftUI

struct StatTile: View {
  let title: String
  let value: String
  let trend: Double

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(title).font(.caption).foregroundStyle(.secondary)
      Text(value).font(.title.bold())
      HStack(spacing: 4) {
        Image(systemName: trend >= 0 ? "arrow.up.right" : "arrow.down.right")
        Text(String(format: "%+.1f%%", trend))
      }
      .font(.caption.weight(.semibold))
      .foregroundColor(trend >= 0 ? .green : .red)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
  }
}

struct StatsDashboard: View {
  var body: some View {
    ScrollView {
      Grid(horizontalSpacing: 12, verticalSpacing: 12) {
        GridRow {
          StatTile(title: "Snapshots", value: "1,204", trend: 4.2)
          StatTile(title: "Changed", value: "3", trend: -1.5)
        }
        GridRow {
          StatTile(title: "Languages", value: "12", trend: 0)
          StatTile(title: "Devices", value: "8", trend: 12.5)
        }
      }
      .padding()
      GroupBox("Last run") {
        ProgressView("Verifying", value: 0.8)
      }
      .padding(.horizontal)
    }
  }
}
