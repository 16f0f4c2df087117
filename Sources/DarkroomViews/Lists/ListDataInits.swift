/// Lists built from data with a selection, and lists of bindings to their elements, as
/// SwiftUI declares them. Nothing is selected in a still image, so the selection only has to
/// be accepted.
///
/// ```swift
/// List(pages, selection: $page) { page in Text(page.title) }
/// List($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
/// ```
extension List {
  /// A row for each `Identifiable` element, with a single selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
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

extension List where SelectionValue == Never {
  /// A row for each element of a bound collection, given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A row for each element of a bound collection identified by `id`, given a binding to it.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}
