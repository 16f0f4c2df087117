import SwiftUI

struct ProfileHeader: View {
  let name: String
  let handle: String
  let followers: Int
  let following: Int

  var body: some View {
    VStack(spacing: 12) {
      Circle()
        .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
        .frame(width: 88, height: 88)
        .overlay(Text(String(name.prefix(1))).font(.largeTitle.bold()).foregroundColor(.white))
      VStack(spacing: 4) {
        Text(name).font(.title2).fontWeight(.semibold)
        Text("@\(handle)").font(.subheadline).foregroundColor(.secondary)
      }
      HStack(spacing: 32) {
        stat(followers, "Followers")
        stat(following, "Following")
      }
      Button("Edit Profile") {}
        .buttonStyle(.bordered)
        .controlSize(.small)
    }
    .padding()
  }

  private func stat(_ value: Int, _ label: String) -> some View {
    VStack {
      Text("\(value)").font(.headline)
      Text(label).font(.caption).foregroundStyle(.secondary)
    }
  }
}
