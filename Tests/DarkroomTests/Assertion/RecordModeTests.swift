import Foundation
import Testing

@testable import Darkroom

/// Every record mode through its four situations: first run (no reference), second run
/// (same value), changed value, and a missing reference on CI.
@Suite struct RecordModeTests {
  private var reference: (SnapshotSandbox) -> URL {
    { $0.snapshots().appendingPathComponent("check.1.txt") }
  }

  private func check(_ value: String, record: SnapshotTestingConfiguration.Record?, in sandbox: SnapshotSandbox)
    -> [FailureReporter.Captured]
  {
    sandbox.run { assertSnapshot(of: value, as: .lines, record: record, testName: "check()") }
  }

  @Test func missingRecordsTheFirstRunThenPassesThenFailsOnChange() throws {
    let sandbox = try SnapshotSandbox()
    let first = check("v1\n", record: .missing, in: sandbox)
    #expect(first.count == 1)
    #expect(first.first?.message.hasPrefix("No reference was found on disk. Automatically recorded snapshot: …") == true)
    #expect(sandbox.read(reference(sandbox)) == "v1\n")

    #expect(check("v1\n", record: .missing, in: sandbox).isEmpty)

    let changed = check("v2\n", record: .missing, in: sandbox)
    #expect(changed.first?.message.hasPrefix("Snapshot does not match reference.") == true)
    #expect(sandbox.read(reference(sandbox)) == "v1\n", "a mismatch must not overwrite the reference")
  }

  @Test func allRecordsAndFailsEveryTime() throws {
    let sandbox = try SnapshotSandbox()
    for value in ["v1\n", "v1\n", "v2\n"] {
      let failures = check(value, record: .all, in: sandbox)
      #expect(failures.first?.message.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
      #expect(sandbox.read(reference(sandbox)) == value)
    }
  }

  @Test func failedRecordsMismatchesButPassesMatches() throws {
    let sandbox = try SnapshotSandbox()
    #expect(check("v1\n", record: .failed, in: sandbox).first?.message.contains("Automatically recorded snapshot") == true)
    #expect(check("v1\n", record: .failed, in: sandbox).isEmpty)
    let changed = check("v2\n", record: .failed, in: sandbox)
    #expect(changed.first?.message.contains("\u{2212}v1") == true)
    #expect(changed.first?.message.contains("+v2") == true)
    #expect(changed.first?.message.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded.") == true)
    #expect(sandbox.read(reference(sandbox)) == "v2\n")
    #expect(check("v2\n", record: .failed, in: sandbox).isEmpty)
  }

  @Test func neverWritesNothing() throws {
    let sandbox = try SnapshotSandbox()
    let failures = check("v1\n", record: .never, in: sandbox)
    #expect(failures.first?.message.hasPrefix(
      "No reference was found on disk. New snapshot was not recorded because recording is disabled") == true)
    #expect(failures.first?.message.contains(reference(sandbox).path) == true)
    #expect(failures.first?.message.contains("DARKROOM_RECORD=missing") == true)
    #expect(!FileManager.default.fileExists(atPath: reference(sandbox).path))

    try sandbox.write("v1\n", to: reference(sandbox))
    #expect(check("v1\n", record: .never, in: sandbox).isEmpty)
    #expect(check("v2\n", record: .never, in: sandbox).first?.message.hasPrefix("Snapshot does not match") == true)
    #expect(sandbox.read(reference(sandbox)) == "v1\n")
  }

  @Test func onCIAMissingReferenceFailsAndIsNotWritten() throws {
    let sandbox = try SnapshotSandbox(environment: ["CI": "true"])
    let failures = check("v1\n", record: nil, in: sandbox)
    #expect(failures.first?.message.contains("The record mode is .never (the default when CI is set)") == true)
    #expect(!FileManager.default.fileExists(atPath: reference(sandbox).path))
  }

  @Test func theEnvironmentForcesRecordingOnCI() throws {
    let sandbox = try SnapshotSandbox(environment: ["CI": "true", "DARKROOM_RECORD": "missing"])
    #expect(check("v1\n", record: .never, in: sandbox).first?.message.contains("Automatically recorded snapshot") == true)
    #expect(sandbox.read(reference(sandbox)) == "v1\n")
  }

  @Test func anInvalidForcedModeFailsWithoutWriting() throws {
    let sandbox = try SnapshotSandbox(environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    let failures = check("v1\n", record: nil, in: sandbox)
    #expect(failures.first?.message.contains("SNAPSHOT_TESTING_RECORD=\"yes\" is not a record mode") == true)
    #expect(sandbox.files(in: sandbox.snapshots()).isEmpty)
  }
}
