/// The objects that the contexts of one store share, in the order they were inserted.
final class ObjectStore {
  private(set) var objects: [NSManagedObject] = []
  private var members: Set<ObjectIdentifier> = []

  func add(_ object: NSManagedObject) {
    guard members.insert(ObjectIdentifier(object)).inserted else { return }
    objects.append(object)
  }

  func remove(_ object: NSManagedObject) {
    guard members.remove(ObjectIdentifier(object)) != nil else { return }
    objects.removeAll { $0 === object }
  }

  func contains(_ object: NSManagedObject) -> Bool { members.contains(ObjectIdentifier(object)) }
}
