import Foundation

extension Array {
  /// Removes the elements at `offsets`, as a list's `.onDelete` hands them over.
  ///
  /// ```swift
  /// items.remove(atOffsets: IndexSet(integer: 0))
  /// ```
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where indices.contains(offset) { remove(at: offset) }
  }

  /// Moves the elements at `source` to before `destination`, as `.onMove` hands them over.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.filter { indices.contains($0) }.map { self[$0] }
    let before = source.filter { $0 < destination }.count
    for offset in source.reversed() where indices.contains(offset) { remove(at: offset) }
    insert(contentsOf: moving, at: Swift.min(Swift.max(destination - before, 0), count))
  }
}
