import SwiftUI

struct EmptyInbox: View {
  var body: some View {
    NavigationView {
      ContentUnavailableView("No Messages", systemImage: "tray", description: Text("New messages appear here."))
        .navigationTitle("Inbox")
    }
  }
}

struct NoSearchResults: View {
  @State private var query = "invoice 2024"
  var body: some View {
    NavigationStack {
      ContentUnavailableView.search(text: query)
        .searchable(text: $query)
        .navigationTitle("Search")
    }
  }
}
