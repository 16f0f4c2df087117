import SwiftUI

struct StatusBadge: View {
  enum Status { case online, away, offline }
  let status: Status

  var color: Color {
    switch status {
    case .online: return .green
    case .away: return .orange
    case .offline: return .gray
    }
  }

  var body: some View {
    HStack(spacing: 6) {
      Circle().fill(color).frame(width: 8, height: 8)
      Text(String(describing: status).capitalized).font(.caption.weight(.medium))
    }
    .padding(.horizontal, 10)
    .padding(.vertical, 4)
    .background(color.opacity(0.15))
    .clipShape(Capsule())
  }
}

struct TagChips: View {
  let tags = ["SwiftUI", "Linux", "Snapshots", "CI"]
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack {
        ForEach(tags, id: \.self) { tag in
          Text("#\(tag)")
            .font(.footnote)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(Capsule().stroke(Color.accentColor, lineWidth: 1))
        }
      }
      HStack {
        StatusBadge(status: .online)
        StatusBadge(status: .away)
        StatusBadge(status: .offline)
      }
    }
    .padding()
  }
}
