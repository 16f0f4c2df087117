import Foundation

/// Which objects a fetch returns and in what order, as SwiftData's `FetchDescriptor`
/// (developer.apple.com/documentation/swiftdata/fetchdescriptor).
///
/// ```swift
/// var recent = FetchDescriptor<Item>(predicate: #Predicate { $0.isDone == false }, sortBy: [SortDescriptor(\.timestamp, order: .reverse)])
/// recent.fetchLimit = 10
/// let items = try context.fetch(recent)
/// ```
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  /// The objects to keep; all of them when `nil`.
  public var predicate: Predicate<T>?
  /// The order, by the first descriptor, then the next for ties.
  public var sortBy: [SortDescriptor<T>]
  /// At most this many objects.
  public var fetchLimit: Int?
  /// Skips this many objects first.
  public var fetchOffset: Int?
  /// Whether objects inserted and not yet saved count: always so here.
  public var includePendingChanges = true
  /// Accepted: every property is always there.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Accepted: related objects are always there.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
