import Synchronization

/// A process-wide cache of a pure function's results, safe to use from any thread. Language
/// lookups repeat the same few tags for every string on a screen, and ICU's likely-subtags
/// search is the slow part of resolving one.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let values = Mutex<[Key: Value]>([:])
  private let limit: Int

  init(limit: Int = 4096) {
    self.limit = limit
  }

  func value(_ key: Key, _ make: (Key) -> Value) -> Value {
    if let cached = values.withLock({ $0[key] }) { return cached }
    let made = make(key)
    values.withLock { values in
      // A bound, so that a process resolving endless distinct tags cannot grow it forever.
      if values.count >= limit { values.removeAll(keepingCapacity: true) }
      values[key] = made
    }
    return made
  }
}
