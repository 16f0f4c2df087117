/// A tree of rows, as SwiftUI's `OutlineGroup`: each element with children is a disclosure
/// group, collapsed at rest, and each element without is a plain row.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
/// ```
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let rows: [AnyView]
}

/// The children of one element of an ``OutlineGroup``, shown when its group is expanded.
public nonisolated struct OutlineSubgroupChildren: View {
  let children: AnyView
  public var body: some View { children }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  public var body: some View {
    ForEach(rows.indices, id: \.self) { rows[$0] }
  }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View, Data.Element: Identifiable
{
  /// A row for each element of `data` and, in a collapsed group, of its children.
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = OutlineRows.make(data, children: children, content: content)
  }

  /// A row for `root` and, in a collapsed group, its children.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where Data == [DataElement], DataElement == Data.Element {
    rows = OutlineRows.make([root], children: children, content: content)
  }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View {
  /// A row for each element of `data`, identified by `id`, and its children.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = OutlineRows.make(data, children: children, content: content)
  }
}

/// The rows of a tree, outermost first: an element with children becomes a collapsed group.
enum OutlineRows {
  static func make<Data: RandomAccessCollection, Leaf: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
  ) -> [AnyView] {
    data.map { element in
      guard let nested = element[keyPath: children], !nested.isEmpty else { return AnyView(content(element)) }
      let nestedRows = make(nested, children: children, content: content)
      let subgroup = OutlineSubgroupChildren(children: AnyView(ForEach(nestedRows.indices, id: \.self) { nestedRows[$0] }))
      return AnyView(DisclosureGroup(content: { subgroup }, label: { content(element) }))
    }
  }
}
