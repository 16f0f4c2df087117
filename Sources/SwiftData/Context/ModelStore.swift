import Foundation
import Synchronization

/// The objects of one container, in the order they were inserted; every context of the
/// container reads and writes it.
final class ModelStore: @unchecked Sendable {
  private let lock = NSLock()
  private var objects: [ObjectIdentifier: any PersistentModel] = [:]
  private var order: [ObjectIdentifier] = []

  func insert(_ object: any PersistentModel) {
    lock.withLock {
      let key = ObjectIdentifier(object)
      guard objects[key] == nil else { return }
      objects[key] = object
      order.append(key)
    }
  }

  func remove(_ object: any PersistentModel) {
    lock.withLock {
      let key = ObjectIdentifier(object)
      guard objects.removeValue(forKey: key) != nil else { return }
      order.removeAll { $0 == key }
    }
  }

  func contains(_ object: any PersistentModel) -> Bool {
    lock.withLock { objects[ObjectIdentifier(object)] != nil }
  }

  /// The objects of `type`, in insertion order.
  func objects<T: PersistentModel>(of type: T.Type) -> [T] {
    lock.withLock { order.compactMap { objects[$0] as? T } }
  }

  var count: Int { lock.withLock { order.count } }

  func removeAll() {
    lock.withLock {
      objects = [:]
      order = []
    }
  }
}

/// Which context each inserted object belongs to, for `PersistentModel.modelContext`; held
/// weakly, so a context that is gone leaves no trace.
enum ModelOwnership {
  private final class WeakContext: @unchecked Sendable {
    weak var context: ModelContext?
    init(_ context: ModelContext) { self.context = context }
  }

  private static let owners = Mutex<[ObjectIdentifier: WeakContext]>([:])
  private static let deleted = Mutex<Set<ObjectIdentifier>>([])

  static func record(_ object: any PersistentModel, in context: ModelContext) {
    let key = ObjectIdentifier(object)
    let owner = WeakContext(context)
    owners.withLock { $0[key] = owner }
    deleted.withLock { _ = $0.remove(key) }
  }

  static func forget(_ object: any PersistentModel, deleted wasDeleted: Bool) {
    let key = ObjectIdentifier(object)
    owners.withLock { _ = $0.removeValue(forKey: key) }
    if wasDeleted { deleted.withLock { _ = $0.insert(key) } }
  }

  static func context(of object: any PersistentModel) -> ModelContext? {
    owners.withLock { $0[ObjectIdentifier(object)]?.context }
  }

  static func isDeleted(_ object: any PersistentModel) -> Bool {
    deleted.withLock { $0.contains(ObjectIdentifier(object)) }
  }
}
