import SwiftUI

struct Message: Identifiable {
  let id: Int
  let sender: String
  let subject: String
  let preview: String
  let time: String
  let unread: Bool
}

struct MessageRow: View {
  let message: Message

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      Circle()
        .fill(message.unread ? Color.blue : Color.clear)
        .frame(width: 10, height: 10)
        .padding(.top, 6)
      VStack(alignment: .leading, spacing: 2) {
        HStack {
          Text(message.sender).font(.headline)
          Spacer()
          Text(message.time).font(.subheadline).foregroundStyle(.secondary)
        }
        Text(message.subject).font(.subheadline)
        Text(message.preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
      }
    }
    .padding(.vertical, 4)
  }
}

struct InboxList: View {
  @State private var search = ""
  let messages = [
    Message(id: 1, sender: "Blob", subject: "Receipt #42", preview: "Thanks for shopping with us on Tuesday.", time: "9:41", unread: true),
    Message(id: 2, sender: "Blob Jr.", subject: "Lunch?", preview: "Are we still on for the café at noon?", time: "Yesterday", unread: false),
    Message(id: 3, sender: "Darkroom", subject: "Snapshots passed", preview: "All 48 states match their baselines.", time: "Monday", unread: false),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(messages) { message in
          NavigationLink(value: message.id) { MessageRow(message: message) }
        }
        .onDelete { _ in }
      }
      .listStyle(.plain)
      .navigationTitle("Inbox")
      .searchable(text: $search)
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) { EditButton() }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button { } label: { Image(systemName: "square.and.pencil") }
        }
      }
    }
  }
}
