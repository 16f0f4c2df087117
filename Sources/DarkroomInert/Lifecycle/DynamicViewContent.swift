import DarkroomViews

/// A view whose rows come from a collection, so that a list can delete and move them:
/// SwiftUI's `DynamicViewContent`, which `ForEach` conforms to. Deleting and moving are
/// accepted and ignored here: rows are neither deleted nor moved in a still frame.
///
/// ```swift
/// List {
///   ForEach(items) { Row($0) }
///     .onDelete { items.remove(atOffsets: $0) }
///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
/// }
/// ```
public protocol DynamicViewContent: View {
  /// The collection the rows come from.
  associatedtype Data: Collection
  /// The collection the rows come from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
  /// Accepted and ignored: rows are not deleted in a still frame.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

  /// Accepted and ignored: rows are not moved in a still frame.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}
