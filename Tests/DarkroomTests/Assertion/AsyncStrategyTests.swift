import Dispatch
import Foundation
import Testing

@testable import Darkroom

@Suite struct AsyncStrategyTests {
  /// A strategy that answers later, on another queue, through swift-snapshot-testing's `Async`.
  private let callbackStrategy = Snapshotting<String, String>.lines.asyncPullback { (value: String) in
    Async<String> { callback in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { callback(value.uppercased()) }
    }
  }

  @Test func synchronousAssertionsWaitForCallbackStrategies() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: "quiet", as: callbackStrategy) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("synchronousAssertionsWaitForCallbackStrategies.1.txt")) == "QUIET")
    #expect(sandbox.run { assertSnapshot(of: "quiet", as: callbackStrategy) }.isEmpty)
  }

  @Test func awaitedAssertionsRunAsyncStrategies() async throws {
    let sandbox = try SnapshotSandbox()
    let awaiting = Snapshotting<Int, String>(pathExtension: "txt", diffing: .lines) { (number: Int) async throws -> String in
      try await Task.sleep(nanoseconds: 5_000_000)
      return "number \(number)"
    }
    let recorded = await sandbox.run { await assertSnapshot(of: 7, as: awaiting, named: "seven") }
    #expect(recorded.first?.message.contains("Automatically recorded snapshot") == true)
    let verified = await sandbox.run { await assertSnapshot(of: 7, as: awaiting, named: "seven") }
    #expect(verified.isEmpty)
    let changed = await sandbox.run { await assertSnapshot(of: 8, as: awaiting, named: "seven") }
    #expect(changed.first?.message.contains("\u{2212}number 7\n+number 8") == true)
  }

  @Test func pullbacksComposeAcrossAllThreeKinds() async throws {
    let sandbox = try SnapshotSandbox()
    let composed = callbackStrategy
      .pullback { (number: Int) in String(number) + " apples" }
      .asyncPullback { (count: Double) async -> Int in Int(count.rounded()) }
    let failures = await sandbox.run { await assertSnapshot(of: 2.6, as: composed, named: "apples") }
    #expect(failures.count == 1)
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("pullbacksComposeAcrossAllThreeKinds.apples.txt")) == "3 APPLES")
    // The same strategy works from a synchronous assertion, which waits for it (with room for
    // a machine busy with other tests: the wait blocks a thread of the test pool it shares).
    #expect(sandbox.run { assertSnapshot(of: 2.6, as: composed, named: "apples", timeout: 60) }.isEmpty)
  }

  @Test func aStrategyThatNeverAnswersTimesOut() async throws {
    let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { (_: String) in
      Async<String> { _ in }
    }
    let sandbox = try SnapshotSandbox()
    let sync = sandbox.run { assertSnapshot(of: "x", as: never, timeout: 0.05) }
    #expect(sync.map(\.message) == [
      "Exceeded the timeout of 0.05 seconds waiting for the snapshot. Pass a longer `timeout:` to assertSnapshot, or make the strategy finish sooner."
    ])
    let async = await sandbox.run { await assertSnapshot(of: "x", as: never, timeout: 0.05) }
    #expect(async.first?.message.hasPrefix("Exceeded the timeout of 0.05 seconds") == true)
    #expect(sandbox.files(in: sandbox.snapshots()).isEmpty)
  }

  @Test func asyncValuesAreAwaited() async throws {
    func load() async -> String { "loaded\n" }
    let sandbox = try SnapshotSandbox()
    let failures = await sandbox.run { await assertSnapshot(of: await load(), as: .lines, named: "load") }
    #expect(failures.first?.message.contains("Automatically recorded snapshot") == true)
  }
}
