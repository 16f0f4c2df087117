import SwiftUI

/// The shop's messages: a navigation title, a search field, rows with avatars, a tab bar.
public struct ShopInbox: View {
  /// One message in the inbox: who sent it, what it says and when.
  public struct Note: Identifiable, Sendable {
    public let id: Int
    public let from: String
    public let text: String
    public let time: String
    public let tint: Color

    public init(id: Int, from: String, text: String, time: String, tint: Color) {
      self.id = id
      self.from = from
      self.text = text
      self.time = time
      self.tint = tint
    }
  }

  /// The messages the shop's screens show.
  public static let sampleNotes = [
    Note(id: 1, from: "Corner Café", text: "Your receipt #42 is ready.", time: "9:41", tint: .orange),
    Note(id: 2, from: "Green Grocer", text: "Thanks! 2 × Green tea, 1 × Oat milk.", time: "Tue", tint: .green),
    Note(id: 3, from: "Bakery", text: "Lemon cake is back on Fridays.", time: "Mon", tint: .pink),
  ]

  let notes: [Note]
  @State private var query = ""
  @Environment(\.locale) private var locale

  /// The inbox with the given messages, newest first.
  ///
  /// ```swift
  /// ShopInbox(notes: [ShopInbox.Note(id: 1, from: "Deli", text: "Open late today.", time: "8:15", tint: .teal)])
  /// ```
  public init(notes: [Note] = ShopInbox.sampleNotes) {
    self.notes = notes
  }

  public var body: some View {
    let t = ShopStrings(locale)
    return TabView {
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
              Text(t[note.text]).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            }
          }
        }
        .listStyle(.plain)
        .navigationTitle(t.key("Messages"))
        .searchable(text: $query, prompt: t.key("Search receipts"))
      }
      .tabItem { Label(t.key("Messages"), systemImage: "bubble.left") }
      Text(t.key("Receipts"))
        .tabItem { Label(t.key("Receipts"), systemImage: "doc.text") }
      Text(t.key("Settings"))
        .tabItem { Label(t.key("Settings"), systemImage: "gear") }
    }
  }
}
