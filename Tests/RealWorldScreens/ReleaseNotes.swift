import SwiftUI

enum NotesFilter: Hashable { case all, fixes }

struct ReleaseNote: Identifiable {
  let id: Int
  let title: String
  let isFix: Bool
}

/// A "What's new" screen in the style of apps that support iOS 15 and adopt iOS 17 APIs as
/// they go: a stack-style navigation view, a segmented filter, notes that slide in, a header
/// that reads its place in a named space, and a footer on the background style.
struct ReleaseNotesScreen: View {
  @State private var filter = NotesFilter.all
  @State private var showsBanner = true
  @State private var notes = [
    ReleaseNote(id: 1, title: "Dark mode for receipts", isFix: false),
    ReleaseNote(id: 2, title: "Faster sync", isFix: false),
    ReleaseNote(id: 3, title: "Totals round correctly", isFix: true),
  ]
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    NavigationView {
      VStack(alignment: .leading, spacing: 16) {
        Picker(selection: $filter.animation(.interactiveSpring()), label: Text("Show")) {
          Text("All").tag(NotesFilter.all)
          Text("Fixes").tag(NotesFilter.fixes)
        }
        .pickerStyle(SegmentedPickerStyle())

        if showsBanner {
          GeometryReader { proxy in
            Text("Version 2.4 · \(Int(proxy.frame(in: .named("notes")).minY)) pt down")
              .font(.footnote)
              .foregroundStyle(.background)
              .padding(8)
              .background(.primary, in: Capsule())
          }
          .frame(height: 32)
          .transition(.move(edge: .top).combined(with: .opacity))
        }

        ForEach(notes.filter { filter == .all || $0.isFix }) { note in
          Text(note.title)
            .underline(note.isFix, pattern: .dash, color: .orange)
            .visualEffect { effect, proxy in effect.opacity(proxy.frame(in: .global).minY > 700 ? 0.5 : 1) }
            .onHover { _ in }
        }
        Spacer()
        Text(scenePhase == .active ? "Up to date" : "Checking…")
          .font(.caption)
          .frame(maxWidth: .infinity)
          .padding(.vertical, 8)
          .background(ignoresSafeAreaEdges: .bottom)
      }
      .safeAreaPadding(.horizontal, 20)
      .coordinateSpace(.named("notes"))
      .navigationTitle("What's New")
      .toolbarTitleDisplayMode(.inline)
      .toolbar {
        Button("Done") {
          withAnimation(.easeOut) { showsBanner = false } completion: { notes.move(fromOffsets: IndexSet(integer: 0), toOffset: 3) }
        }
      }
    }
    .navigationViewStyle(.stack)
  }
}
