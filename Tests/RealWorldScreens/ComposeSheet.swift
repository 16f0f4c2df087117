import SwiftUI

struct ComposeScreen: View {
  @State private var subject = "Receipt #42"
  @State private var body_ = "Thanks for your order."
  @State private var confirmDiscard = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Subject", text: $subject)
        TextEditor(text: $body_).frame(minHeight: 120)
      }
      .navigationTitle("New Message")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { confirmDiscard = true } }
        ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
      }
      .alert("Discard draft?", isPresented: $confirmDiscard) {
        Button("Discard", role: .destructive) {}
        Button("Keep Editing", role: .cancel) {}
      }
    }
  }
}
