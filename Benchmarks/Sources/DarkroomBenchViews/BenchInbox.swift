import DarkroomViews

/// An inbox screen for the benchmarks: a navigation title, a search field, rows with avatars
/// and a tab bar, as an app writes it.
public struct BenchInbox: View {
  struct Note: Identifiable {
    let id: Int
    let from: String
    let text: String
    let time: String
    let tint: Color
  }

  let notes: [Note]

  public init(salt: String = "") {
    let senders = ["Corner Café", "Green Grocer", "Bakery", "Bookshop", "Florist", "Hardware", "Pharmacy", "Deli"]
    let tints: [Color] = [.orange, .green, .pink, .blue, .purple, .teal, .red, .indigo]
    notes = senders.indices.map { index in
      Note(id: index, from: senders[index] + salt, text: "Your receipt #\(40 + index) is ready to view.", time: "9:4\(index)",
           tint: tints[index])
    }
  }

  public var body: some View {
    TabView {
      NavigationStack {
        List(notes) { note in
          HStack(spacing: 12) {
            Circle()
              .fill(note.tint.gradient)
              .frame(width: 44, height: 44)
              .overlay(Text(String(note.from.prefix(1))).font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
              HStack {
                Text(note.from).font(.headline)
                Spacer()
                Text(note.time).font(.subheadline).foregroundStyle(.secondary)
              }
              Text(note.text).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
          }
        }
        .listStyle(.plain)
        .navigationTitle("Messages")
        .searchable(text: .constant(""), prompt: "Search receipts")
      }
      .tabItem { Label("Messages", systemImage: "bubble.left") }
      Text("Receipts").tabItem { Label("Receipts", systemImage: "doc.text") }
      Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}
