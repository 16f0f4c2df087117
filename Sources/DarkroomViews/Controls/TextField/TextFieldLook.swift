/// How a field is drawn at rest: its text, or its prompt in the placeholder colour when
/// empty; plain, or in UIKit's rounded-rect field (at least 34 pt tall, 7 pt of padding on
/// each side, 5 pt corners). The built-in styles draw with it, and so does a field with no
/// style.
nonisolated struct TextFieldLook<Label: View>: View {
  let field: TextField<Label>
  let roundedBorder: Bool

  var body: some View {
    let shown: Text = {
      if field.text.isEmpty {
        return (field.prompt ?? (field.label as? Text) ?? Text(verbatim: ""))
          .foregroundColor(Color(storage: .system(.placeholderText)))
      }
      return Text(verbatim: field.isSecure ? String(repeating: "•", count: field.text.count) : field.text)
    }()
    let line = shown.lineLimit(field.axisIsVertical ? nil : 1).frame(maxWidth: .infinity, alignment: .leading)
    if roundedBorder {
      line
        .padding(.horizontal, 7)
        .padding(.vertical, 6)
        .frame(minHeight: 34)
        .background(Color(storage: .system(.systemBackground)), in: RoundedRectangle(cornerRadius: 5))
        .overlay { RoundedRectangle(cornerRadius: 5).strokeBorder(Color(storage: .system(.separator)), lineWidth: 0.5) }
    } else {
      line
    }
  }
}
