/// One view per element of a collection: ranges, `Identifiable` elements, or elements
/// identified by a key path. In a stack each view becomes a child of the stack.
///
/// ```swift
/// VStack {
///   ForEach(0..<3) { index in Text("Row \(index)") }
///   ForEach(people) { person in Text(person.name) }
///   ForEach(names, id: \.self) { name in Text(name) }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements, one view each.
  public var data: Data
  /// Makes the view for an element.
  public var content: (Data.Element) -> Content
  let identifier: (Data.Element) -> ID
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
  public typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    data.flatMap { context.nodes(for: content($0)) }
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// One view per `Identifiable` element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content, identifier: { $0.id })
  }
}

nonisolated extension ForEach where Content: View {
  /// One view per element, identified by the value at `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, content: content, identifier: { $0[keyPath: id] })
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per number in a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data: data, content: content, identifier: { $0 })
  }
}
