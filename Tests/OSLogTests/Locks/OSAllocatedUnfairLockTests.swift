import Dispatch
import Testing
import os

/// The lock really excludes (developer.apple.com/documentation/os/osallocatedunfairlock).
@Suite struct OSAllocatedUnfairLockTests {
  @Test func concurrentIncrementsAreExact() {
    let counter = OSAllocatedUnfairLock(initialState: 0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 160_000)
  }

  @Test func copiesShareOneLockAndValue() {
    let first = OSAllocatedUnfairLock(initialState: [String]())
    let copy = first
    copy.withLock { $0.append("a") }
    #expect(first.withLock { $0 } == ["a"])
  }

  @Test func aHeldLockIsNotAvailable() {
    let lock = OSAllocatedUnfairLock()
    lock.lock()
    lock.precondition(.owner)
    let elsewhere = DispatchQueue(label: "other")
    let taken = elsewhere.sync { lock.lockIfAvailable() }
    let ran = elsewhere.sync { lock.withLockIfAvailable { true } }
    #expect(!taken)
    #expect(ran == nil)
    lock.unlock()
    lock.precondition(.notOwner)
    #expect(lock.withLockIfAvailable { 5 } == 5)
    #expect(lock.lockIfAvailable())
    lock.unlock()
  }

  @Test func uncheckedStateAndBodiesNeedNoSendable() {
    final class Counter {
      var value = 0
    }
    let lock = OSAllocatedUnfairLock(uncheckedState: Counter())
    let counter = lock.withLockUnchecked { state -> Counter in
      state.value += 2
      return state
    }
    #expect(counter.value == 2)
    #expect(lock.withLockIfAvailableUnchecked { $0.value } == 2)
    let plain = OSAllocatedUnfairLock()
    #expect(plain.withLockUnchecked { counter.value } == 2)
    #expect(plain.withLock { 3 } == 3)
  }
}
