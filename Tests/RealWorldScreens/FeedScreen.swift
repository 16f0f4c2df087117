import Combine
import Observation
import SwiftUI

/// A view model tied to the main actor, as apps written for Swift 6 declare them.
@MainActor final class FeedViewModel: ObservableObject {
  @Published private(set) var posts = ["Launch day", "Release notes for 2.4", "What we are building next"]
  @Published var isRefreshing = false

  func subtitle(for post: String) -> String {
    "\(post.split(separator: " ").count) words"
  }
}

/// A session shared through the environment, tied to the main actor.
@MainActor @Observable final class SessionStore {
  var userName = "Ada"
  var unreadCount = 3
}

struct FeedRow: View {
  let title: String
  let subtitle: String

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(title).font(.headline)
      Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
    }
  }
}

struct FeedScreen: View {
  @StateObject private var viewModel = FeedViewModel()
  @Environment(SessionStore.self) private var session

  var body: some View {
    NavigationStack {
      List(viewModel.posts, id: \.self) { post in
        FeedRow(title: post, subtitle: viewModel.subtitle(for: post))
      }
      .navigationTitle("Hi, \(session.userName)")
      .toolbar {
        Button {} label: { Label("Unread", systemImage: "bell") }
          .badge(session.unreadCount)
      }
    }
  }
}

#Preview("Feed") {
  FeedScreen().environment(SessionStore())
}
