#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two threads meet once: each brings a value (or nothing), the second to arrive decides from
/// both, and both leave with the decision.
///
/// Each side must call ``meet(side:with:)`` exactly once, or the other waits for ever.
final class Rendezvous<Value>: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let arrived = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var values: [Value?] = [nil, nil]
  private var arrivals = 0
  private var decision: Bool?
  private let decide: (Value?, Value?) -> Bool

  init(decide: @escaping (Value?, Value?) -> Bool) {
    self.decide = decide
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(arrived, nil)
  }

  deinit {
    pthread_cond_destroy(arrived)
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    arrived.deallocate()
  }

  /// Waits for the other side, then answers the decision. `side` is 0 or 1.
  func meet(side: Int, with value: Value?) -> Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    values[side] = value
    arrivals += 1
    if arrivals == 2 {
      decision = decide(values[0], values[1])
      pthread_cond_broadcast(arrived)
    }
    while decision == nil { pthread_cond_wait(arrived, mutex) }
    return decision!
  }
}
