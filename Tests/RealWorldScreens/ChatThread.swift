import SwiftUI
import UIKit

struct ChatMessage: Identifiable, Hashable {
  let id: Int
  let text: String
  let isMine: Bool
}

/// A chat thread as apps write one: it scrolls to the newest message when it appears, a
/// bubble can be swiped to reply, messages can be deleted in edit mode, and a UIKit view
/// draws the composer's divider.
struct ChatThread: View {
  @Environment(\.presentationMode) private var presentationMode
  @GestureState private var replyOffset = CGSize.zero
  @State private var replyingTo: ChatMessage?
  @State private var messages = [
    ChatMessage(id: 1, text: "Is the lemon cake still on?", isMine: false),
    ChatMessage(id: 2, text: "Yes, two left", isMine: true),
    ChatMessage(id: 3, text: "Saving one for me?", isMine: false),
    ChatMessage(id: 4, text: "Done. Pick it up by 5", isMine: true),
  ]

  var body: some View {
    NavigationStack {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          List {
            ForEach(messages) { message in
              bubble(message)
                .id(message.id)
                .deleteDisabled(!message.isMine)
                .listRowSeparator(.hidden)
            }
            .onDelete { messages.remove(atOffsets: $0) }
            .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
          }
          .listStyle(.plain)
          .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
          ComposerDivider().frame(height: 1)
          Text("Message")
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
      }
      .navigationTitle("Bakery")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
        ToolbarItem(placement: .topBarTrailing) { EditButton() }
      }
    }
  }

  private func bubble(_ message: ChatMessage) -> some View {
    HStack {
      if message.isMine { Spacer() }
      Text(message.text)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(message.isMine ? Color.blue : Color(.secondarySystemBackground), in: .rect(cornerRadius: 16))
        .foregroundStyle(message.isMine ? .white : .primary)
        .offset(x: replyingTo == message ? replyOffset.width : 0)
        .gesture(
          DragGesture(minimumDistance: 20)
            .updating($replyOffset) { value, state, transaction in
              state = CGSize(width: min(value.translation.width, 60), height: 0)
              transaction.animation = .interactiveSpring()
            }
            .onEnded { value in
              if value.translation.width > 60 { replyingTo = message }
            }
        )
        .onTapGesture(count: 2) { replyingTo = message }
      if !message.isMine { Spacer() }
    }
  }
}

/// The hairline above the composer, drawn by UIKit as the app's older screens do.
struct ComposerDivider: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let line = UIView()
    line.backgroundColor = .separator
    return line
  }

  func updateUIView(_ uiView: UIView, context: Context) {
    uiView.isHidden = context.environment.editMode?.wrappedValue.isEditing == true
  }
}
