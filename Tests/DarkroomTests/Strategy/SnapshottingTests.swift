import Foundation
import Testing

@testable import Darkroom

@Suite struct SnapshottingTests {
  @Test func pullbackKeepsExtensionAndDiffing() throws {
    let strategy = Snapshotting<String, String>.lines.pullback { (number: Int) in "#\(number)" }
    #expect(strategy.pathExtension == "txt")
    guard case .immediate(let snapshot) = strategy.capture else {
      Issue.record("a pullback of an immediate strategy stays immediate")
      return
    }
    #expect(try snapshot(42) == "#42")
  }

  @Test func asyncValuesMapAndArriveOnce() async {
    let doubled = Async(value: 21).map { $0 * 2 }
    let value = await withCheckedContinuation { continuation in doubled.run { continuation.resume(returning: $0) } }
    #expect(value == 42)
  }

  @Test func simplySnapshottingStoresTheValueItself() throws {
    let strategy = SimplySnapshotting<String>(pathExtension: "md", diffing: .lines)
    guard case .immediate(let snapshot) = strategy.capture else {
      Issue.record("a strategy that stores its value is immediate")
      return
    }
    #expect(try snapshot("# Title") == "# Title")
    #expect(strategy.pathExtension == "md")
  }
}
