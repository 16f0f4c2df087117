/// `ForEach` and `List` over a binding to a collection: each row gets a binding to its
/// element (`ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }`), as
/// SwiftUI offers since iOS 15. Edit actions are accepted: nothing is edited in a still frame.

/// The edits a list over a binding allows: deleting and moving rows; accepted.
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Rows can be deleted.
  public static var delete: EditActions { EditActions(rawValue: 1) }
  /// Rows can be moved.
  public static var move: EditActions { EditActions(rawValue: 2) }
  /// Every edit the collection allows.
  public static var all: EditActions { [.delete, .move] }
}

/// A binding to each element of a bound collection, in order.
func elementBindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>] {
  data.wrappedValue.indices.map { index in
    Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
  }
}

extension ForEach where Content: View {
  /// One view per element of a bound collection, given a binding to its element.
  ///
  /// ```swift
  /// ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
  /// ```
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(bindingsOf: data, content: content)
  }

  /// The same, by a name no other initialiser shares: a binding is itself a collection of
  /// identifiable bindings, so `ForEach(data, content:)` could also read it as plain data.
  init<C: MutableCollection & RandomAccessCollection>(
    bindingsOf data: Binding<C>, content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data: elementBindings(data), content: content, identifier: { $0.wrappedValue.id })
  }

  /// One view per element of a bound collection, identified by the value at `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.init(data: elementBindings(data), content: content, identifier: { $0.wrappedValue[keyPath: id] })
  }

  /// One view per element of a bound collection, with edit actions (accepted).
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data, content: content)
  }

  /// One view per element of a bound collection identified by `id`, with edit actions
  /// (accepted).
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.init(data, id: id, content: content)
  }
}

extension List {
  /// A row per element of a bound collection, each given a binding to its element.
  ///
  /// ```swift
  /// List($names, id: \.self, editActions: .all) { $name in TextField("Name", text: $name) }
  /// ```
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C> = [],
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], ID, RowContent>, SelectionValue == Never {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row per `Identifiable` element of a bound collection.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C> = [],
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable, SelectionValue == Never {
    self.init { ForEach(bindingsOf: data, content: rowContent) }
  }

  /// A row per element of a bound collection, with a multiple selection (nothing is selected
  /// in a still frame).
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C> = [],
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row per element of a bound collection, with a single selection.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C> = [],
    selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row per `Identifiable` element of a bound collection, with a multiple selection.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C> = [], selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
    self.init(selection: selection) { ForEach(bindingsOf: data, content: rowContent) }
  }

  /// A row per `Identifiable` element of a bound collection, with a single selection.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
    _ data: Binding<C>, editActions: EditActions<C> = [], selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
    self.init(selection: selection) { ForEach(bindingsOf: data, content: rowContent) }
  }
}
