import Dispatch
import Foundation
import Testing

@testable import Darkroom

/// A timeout no wait can take (negative, NaN) fails the assertion with a message naming it;
/// an infinite one waits as long as the strategy takes.
@Suite struct TimeoutValidationTests {
  private let callbackStrategy = Snapshotting<String, String>.lines.asyncPullback { (value: String) in
    Async<String> { callback in DispatchQueue.global().async { callback(value) } }
  }

  @Test(arguments: [-1.0, -Double.infinity, .nan])
  func timeoutsNoWaitCanTakeFailTheAssertion(timeout: Double) async throws {
    let sandbox = try SnapshotSandbox()
    let waiting = sandbox.run { assertSnapshot(of: "value", as: callbackStrategy, named: "a", timeout: timeout) }
    #expect(waiting.count == 1)
    #expect(waiting.first?.message.contains("\(timeout)") == true, "\(waiting.first?.message ?? "no failure")")
    let awaiting = await sandbox.run {
      await assertSnapshot(of: "value", as: callbackStrategy, named: "b", timeout: timeout)
    }
    #expect(awaiting.first?.message.contains("\(timeout)") == true, "\(awaiting.first?.message ?? "no failure")")
    // Nothing was recorded.
    #expect(!FileManager.default.fileExists(atPath: sandbox.snapshots().path))
  }

  @Test func anInfiniteTimeoutWaitsForTheStrategy() async throws {
    let sandbox = try SnapshotSandbox()
    let recorded = await sandbox.run {
      await assertSnapshot(of: "value", as: callbackStrategy, named: "forever", timeout: .infinity)
    }
    #expect(recorded.first?.message.contains("Automatically recorded snapshot") == true)
    let verified = sandbox.run { assertSnapshot(of: "value", as: callbackStrategy, named: "forever", timeout: .infinity) }
    #expect(verified.isEmpty)
  }
}
