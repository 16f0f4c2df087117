import Foundation
import Testing

@testable import Darkroom

@Suite struct FailureMessageTests {
  @Test func aMismatchShowsTheDiffBothPathsAndKeepsTheNewValue() throws {
    let sandbox = try SnapshotSandbox()
    let reference = sandbox.snapshots().appendingPathComponent("receipt.total.txt")
    try sandbox.write("Receipt #42\nCustomer: Blob\nTotal: 125.00\n", to: reference)

    let failures = sandbox.run {
      assertSnapshot(
        of: "Receipt #42\nCustomer: Blob Jr.\nTotal: 125.00\n", as: .lines, named: "total", testName: "receipt()")
    }
    let artifact = sandbox.artifacts.appendingPathComponent("FailureMessageTests/receipt.total.txt")
    #expect(failures.map(\.message) == [
      """
      Snapshot "total" does not match reference.

      Reference: \(reference.path)
      New value: \(artifact.path)

      @@ \u{2212}1,4 +1,4 @@
      \u{2007}Receipt #42
      \u{2212}Customer: Blob
      +Customer: Blob Jr.
      \u{2007}Total: 125.00
      """
    ])
    #expect(sandbox.read(artifact) == "Receipt #42\nCustomer: Blob Jr.\nTotal: 125.00\n")
    let patch = sandbox.artifacts.appendingPathComponent("FailureMessageTests/receipt.total.diff.patch")
    #expect(sandbox.read(patch)?.hasPrefix("--- reference\n+++ new\n@@ -1,3 +1,3 @@") == true)
  }

  @Test func theAttachmentsAreTheReferenceTheNewValueAndTheDiff() throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("old\n", to: sandbox.snapshots().appendingPathComponent("attach.1.txt"))
    let failure = try #require(sandbox.run { assertSnapshot(of: "new\n", as: .lines, testName: "attach()") }.first)
    #expect(failure.attachments.map(\.name) == [
      "attach.1.reference.txt",
      "attach.1.new.txt",
      "attach.1.diff.patch",
    ])
    #expect(failure.attachments.map { String(decoding: $0.data, as: UTF8.self) }.prefix(2) == ["old\n", "new\n"])
  }

  @Test func aDiffToolPutsAReadyCommandInTheMessage() throws {
    let sandbox = try SnapshotSandbox()
    let reference = sandbox.snapshots().appendingPathComponent("tool.1.txt")
    try sandbox.write("a\n", to: reference)
    let failures = sandbox.run {
      withSnapshotTesting(diffTool: .ksdiff) { assertSnapshot(of: "b\n", as: .lines, testName: "tool()") }
    }
    let artifact = sandbox.artifacts.appendingPathComponent("FailureMessageTests/tool.1.txt")
    #expect(failures.first?.message.contains("\n\nksdiff \"\(reference.path)\" \"\(artifact.path)\"\n\n") == true)
    #expect(failures.first?.message.contains("Reference:") == false)
  }

  @Test func longDiffsAreCutInTheMessageButAttachedWhole() throws {
    let sandbox = try SnapshotSandbox()
    let old = (0..<1_000).map { "line \($0)\n" }.joined()
    let new = (0..<1_000).map { $0 % 50 == 0 ? "changed \($0)\n" : "line \($0)\n" }.joined()
    try sandbox.write(old, to: sandbox.snapshots().appendingPathComponent("long.1.txt"))
    let failure = try #require(sandbox.run { assertSnapshot(of: new, as: .lines, testName: "long()") }.first)
    #expect(failure.message.contains("more lines not shown; the whole diff is attached as diff.patch"))
    #expect(failure.message.split(separator: "\n").count < 120)
    let patch = try #require(failure.attachments.first { $0.name.hasSuffix("diff.patch") })
    #expect(String(decoding: patch.data, as: UTF8.self).components(separatedBy: "\n@@").count == 21)
  }

  @Test func aStrategyErrorFailsWithItsReasonInsteadOfCrashing() throws {
    struct Unreadable: Error, CustomStringConvertible { var description: String { "the sensor is offline" } }
    let failing = Snapshotting<Int, String>(pathExtension: "txt", diffing: .lines) { _ in throw Unreadable() }
    let sandbox = try SnapshotSandbox()
    let failures = sandbox.run { assertSnapshot(of: 1, as: failing, testName: "sensor()") }
    #expect(failures.map(\.message) == ["Could not make the snapshot: the sensor is offline"])
    #expect(sandbox.files(in: sandbox.snapshots()).isEmpty)
  }

  @Test func aThrowingValueIsReported() throws {
    struct Missing: Error {}
    func load() throws -> String { throw Missing() }
    let sandbox = try SnapshotSandbox()
    let failures = try sandbox.run { assertSnapshot(of: try load(), as: .lines, testName: "load()") }
    #expect(failures.first?.message.hasPrefix("The value to snapshot threw an error: Missing") == true)
  }

  @Test func aDamagedReferenceIsNamed() throws {
    let sandbox = try SnapshotSandbox()
    let reference = sandbox.snapshots().appendingPathComponent("damaged.1.txt")
    try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data([0xFF, 0xFE, 0x00]).write(to: reference)
    let failures = sandbox.run { assertSnapshot(of: "text\n", as: .lines, testName: "damaged()") }
    #expect(failures.map(\.message) == [
      "The reference \(reference.path) could not be read: its 3 bytes are not valid UTF-8 text\n"
        + "Delete it, or re-record it with DARKROOM_RECORD=all, if it is damaged."
    ])
  }
}
