import Foundation
import Synchronization
import Testing

@testable import Darkroom

/// A passing assertion never encodes the new value: encoding (a PNG, say) is paid only when
/// something is written.
@Suite struct EncodingOnDemandTests {
  final class Counter: Sendable {
    let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
  }

  private func countingLines(_ counter: Counter) -> Snapshotting<String, String> {
    var diffing = Diffing<String>.lines
    let encode = diffing.toData
    diffing.toData = { counter.increment(); return encode($0) }
    return Snapshotting(pathExtension: "txt", diffing: diffing)
  }

  @Test func onlyRecordingAndFailingEncode() throws {
    let sandbox = try SnapshotSandbox()
    let counter = Counter()
    let strategy = countingLines(counter)
    sandbox.run { assertSnapshot(of: "a", as: strategy) }  // recorded
    #expect(counter.count == 1)
    for _ in 0..<3 { #expect(sandbox.run { assertSnapshot(of: "a", as: strategy) }.isEmpty) }
    #expect(counter.count == 1)
    #expect(sandbox.run { assertSnapshot(of: "b", as: strategy) }.count == 1)  // kept as an artifact
    #expect(counter.count == 2)
  }
}
