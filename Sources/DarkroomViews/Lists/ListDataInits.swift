/// Lists built from data with a selection, as SwiftUI declares them. Nothing is selected in a still image, so the selection only has to
/// be accepted.
///
/// ```swift
/// List(pages, selection: $page) { page in Text(page.title) }
/// ```
extension List {
  /// A row for each `Identifiable` element, with a single selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each `Identifiable` element, with a selection that always holds a value (iOS 17).
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each `Identifiable` element, with a multiple selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each element identified by `id`, with a single selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each element identified by `id`, with a multiple selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}
