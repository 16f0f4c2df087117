/// The Edit button of lists, as iOS draws it: "Edit" in the accent colour, inline or in a
/// toolbar, and "Done" in semibold while the environment's ``EditMode`` is editing. Tapping
/// it would switch the edit mode; nothing is tapped in a still frame.
///
/// ```swift
/// List { ForEach(items) { Row($0) }.onDelete { items.remove(atOffsets: $0) } }
///   .toolbar { EditButton() }
/// ```
public nonisolated struct EditButton: View {
  @Environment(\.editMode) private var editMode

  public init() {}

  public var body: some View {
    if editMode?.wrappedValue.isEditing == true {
      Button("Done") { editMode?.wrappedValue = .inactive }.fontWeight(.semibold)
    } else {
      Button("Edit") { editMode?.wrappedValue = .active }
    }
  }
}
