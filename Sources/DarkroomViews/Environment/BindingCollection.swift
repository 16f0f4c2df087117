/// A binding to a collection is a collection of bindings to its elements, as SwiftUI makes it
/// (iOS 15): `ForEach($items)`, `zip(items.indices, $items)` and `$items.first` hand each
/// element out as a binding of its own.
///
/// ```swift
/// for ($item) in $todos { Toggle(item.title, isOn: $item.isDone) }
/// ```
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }

  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(get: { wrappedValue[position] }, set: { wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A binding to an identifiable value is identified as the value is, so that
/// `ForEach(zip(items.indices, $items), id: \.1.id)` reads the element's identity.
extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
