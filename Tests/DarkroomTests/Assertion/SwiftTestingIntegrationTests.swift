import Foundation
import Testing

@testable import Darkroom

/// Failures reach Swift Testing as issues at the assertion's line.
@Suite struct SwiftTestingIntegrationTests {
  @Test func aMismatchIsRecordedAsAnIssueAtTheAssertion() throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("before\n", to: sandbox.snapshots().appendingPathComponent("aMismatchIsRecordedAsAnIssueAtTheAssertion.1.txt"))
    let line = #line + 3
    sandbox.inside {
      withKnownIssue {
        assertSnapshot(of: "after\n", as: .lines)
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        return text.hasPrefix("Snapshot does not match reference.") && text.contains("+after")
          && issue.sourceLocation?.line == line
          && issue.sourceLocation?.fileName == "SwiftTestingIntegrationTests.swift"
      }
    }
  }

  @Test func aPassingAssertionRecordsNothing() throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("same\n", to: sandbox.snapshots().appendingPathComponent("aPassingAssertionRecordsNothing.1.txt"))
    sandbox.inside { assertSnapshot(of: "same\n", as: .lines) }
  }

  @Test func asyncAssertionsRecordIssuesToo() async throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("1\n", to: sandbox.snapshots().appendingPathComponent("asyncAssertionsRecordIssuesToo.1.txt"))
    await ProcessEnvironment.$override.withValue(sandbox.environment) {
      await ReferenceLocation.$testFileDirectoryOverride.withValue(sandbox.root) {
        await withKnownIssue {
          await assertSnapshot(of: "2\n", as: .lines)
        } matching: { $0.comments.map(\.rawValue).joined().contains("\u{2212}1\n+2") }
      }
    }
  }
}

/// Fails one snapshot on purpose, as a known issue, so that `make test` can check that
/// `swift test --attachments-path` kept its reference, new value and diff.
@Suite struct AttachmentProbe {
  @Test func mismatch() throws {
    let sandbox = try SnapshotSandbox()
    try sandbox.write("reference text\n", to: sandbox.snapshots().appendingPathComponent("mismatch.probe.txt"))
    sandbox.inside {
      withKnownIssue {
        assertSnapshot(of: "new text\n", as: .lines, named: "probe")
      } matching: { issue in
        issue.comments.map(\.rawValue).joined().hasPrefix("Snapshot \"probe\" does not match reference.")
      }
    }
  }
}
