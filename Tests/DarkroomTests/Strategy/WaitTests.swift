import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Darkroom

@Suite struct WaitTests {
  @Test func theSnapshotIsTakenAfterTheWait() throws {
    let status = Mutex("loading")
    let strategy = Snapshotting<String, String>.lines.pullback { (_: Void) in status.withLock { $0 } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { status.withLock { $0 = "ready" } }
    let sandbox = try SnapshotSandbox()
    let started = Date()
    sandbox.run { assertSnapshot(of: (), as: .wait(for: 0.4, on: strategy)) }
    #expect(Date().timeIntervalSince(started) >= 0.4)
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("theSnapshotIsTakenAfterTheWait.1.txt")) == "ready")
  }

  @Test func theWaitCountsTowardsTheTimeout() throws {
    let sandbox = try SnapshotSandbox()
    let failures = sandbox.run { assertSnapshot(of: "x", as: .wait(for: 2, on: .lines), timeout: 0.2) }
    #expect(failures.first?.message.contains("Exceeded the timeout of 0.2 seconds") == true)
  }

  @Test(arguments: [-1.0, .nan, -.infinity])
  func oddDurationsDoNotWait(duration: Double) throws {
    let value = try Snapshotting<String, String>.wait(for: duration, on: .lines).capture.snapshotWaiting(for: "now", timeout: 1)
    #expect(value == "now")
  }

  @Test func theStrategyKeepsItsExtensionAndDiffing() {
    let waiting = Snapshotting<Int, String>.wait(for: 0, on: .description)
    #expect(waiting.pathExtension == "txt")
  }
}
