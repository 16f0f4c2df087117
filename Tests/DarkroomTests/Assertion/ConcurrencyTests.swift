import Foundation
import Testing

@testable import Darkroom

@Suite struct ConcurrencyTests {
  @Test func manyTestsRecordingSideBySideEachGetTheirWholeReference() async throws {
    let sandbox = try SnapshotSandbox()
    let values = (0..<64).map { index in (0..<200).map { "snapshot \(index) line \($0)" }.joined(separator: "\n") }
    await withTaskGroup(of: Void.self) { group in
      for (index, value) in values.enumerated() {
        group.addTask {
          sandbox.run { assertSnapshot(of: value, as: .lines, named: "item \(index)") }
        }
      }
    }
    let folder = sandbox.snapshots()
    #expect(sandbox.files(in: folder).count == 64)
    for (index, value) in values.enumerated() {
      let file = folder.appendingPathComponent("manyTestsRecordingSideBySideEachGetTheirWholeReference.item-\(index).txt")
      #expect(sandbox.read(file) == value)
    }
    // And they all verify.
    await withTaskGroup(of: Int.self) { group in
      for (index, value) in values.enumerated() {
        group.addTask { sandbox.run { assertSnapshot(of: value, as: .lines, named: "item \(index)") }.count }
      }
      for await failures in group { #expect(failures == 0) }
    }
  }

  @Test func writersRacingOnOneReferenceLeaveOneWholeVersion() async throws {
    let sandbox = try SnapshotSandbox()
    let versions = (0..<8).map { String(repeating: "version \($0)\n", count: 20_000) }
    await withTaskGroup(of: Void.self) { group in
      for version in versions {
        group.addTask {
          for _ in 0..<3 {
            verifySnapshotInSandbox(sandbox, version)
          }
        }
      }
    }
    let folder = sandbox.snapshots()
    #expect(sandbox.files(in: folder) == ["race.shared.txt"])
    let final = sandbox.read(folder.appendingPathComponent("race.shared.txt"))
    #expect(final.map { versions.contains($0) } == true)
  }
}

private func verifySnapshotInSandbox(_ sandbox: SnapshotSandbox, _ value: String) {
  _ = sandbox.run { assertSnapshot(of: value, as: .lines, named: "shared", record: .all, testName: "race()") }
}
