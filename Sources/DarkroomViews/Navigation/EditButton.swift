/// The Edit button of lists, at rest: "Edit" in the tint colour.
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public nonisolated struct EditButton: View {
  public init() {}
  public var body: some View {
    Button("Edit") {}
  }
}
