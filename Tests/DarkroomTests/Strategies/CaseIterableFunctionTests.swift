import Dispatch
import Testing

@testable import Darkroom

@Suite struct CaseIterableFunctionTests {
  enum Direction: String, CaseIterable {
    case up, down, left, right
    var rotatedLeft: Direction {
      switch self {
      case .up: .left
      case .down: .right
      case .left: .down
      case .right: .up
      }
    }
  }

  @Test func aFunctionIsWrittenAsOneRowPerCase() throws {
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description)) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("aFunctionIsWrittenAsOneRowPerCase.1.csv"))
      == "\"up\",\"left\"\n\"down\",\"right\"\n\"left\",\"down\"\n\"right\",\"up\"")
  }

  @Test func anAsyncWitnessIsAwaitedForEveryCase() async throws {
    let slow = Snapshotting<Direction, String>.description.asyncPullback { (direction: Direction) async -> Direction in
      try? await Task.sleep(nanoseconds: 1_000_000)
      return direction
    }
    let table = try await Snapshotting<Direction, String>.func(into: slow).capture.snapshot(of: { $0 }, timeout: 60)
    #expect(table == "\"up\",\"up\"\n\"down\",\"down\"\n\"left\",\"left\"\n\"right\",\"right\"")
  }

  @Test func aCallbackWitnessIsWaitedForFromASynchronousTest() throws {
    let later = Snapshotting<Direction, String>.description.asyncPullback { (direction: Direction) in
      Async { callback in DispatchQueue.global().async { callback(direction) } }
    }
    let sandbox = try SnapshotSandbox()
    sandbox.run { assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: later)) }
    #expect(sandbox.read(sandbox.snapshots().appendingPathComponent("aCallbackWitnessIsWaitedForFromASynchronousTest.1.csv"))
      == "\"up\",\"left\"\n\"down\",\"right\"\n\"left\",\"down\"\n\"right\",\"up\"")
  }
}
