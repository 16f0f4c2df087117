import Foundation

extension MutableCollection {
  /// Moves the elements at `source` to just before the element at offset `destination` (or to
  /// the end, for `count`), keeping their order, as a list's `.onMove` hands them over
  /// (developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)).
  /// Offsets outside the collection are left out, and `destination` is kept within it.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c", "d"]
  /// letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)   // ["b", "d", "a", "c"]
  /// ```
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = source.filter { elements.indices.contains($0) }
    guard !moving.isEmpty else { return }
    let target = Swift.min(Swift.max(destination, 0), elements.count)
    let moved = Set(moving)
    let kept = elements.indices.filter { !moved.contains($0) }
    let before = kept.filter { $0 < target }
    let after = kept.filter { $0 >= target }
    let order = before + moving + after
    for (index, offset) in zip(indices, order) {
      self[index] = elements[offset]
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as a list's `.onDelete` hands them over
  /// (developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)).
  /// Offsets outside the collection are left out.
  ///
  /// ```swift
  /// var letters = ["a", "b", "c"]
  /// letters.remove(atOffsets: IndexSet(integer: 1))   // ["a", "c"]
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    let total = count
    for offset in offsets.reversed() where offset >= 0 && offset < total {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
